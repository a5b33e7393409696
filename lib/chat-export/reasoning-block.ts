import { thoughtFor } from '@/lib/ai/reasoning-label';
import type { ReplyReasoning } from '@/lib/data/port';

/**
 * A reply's reasoning as Markdown: folded in a <details> whose summary says how long the model
 * thought, as the chat shows it. Quoted line by line, so a heading or list in it cannot pass for
 * the chat's own; a closing tag in it is escaped, so it cannot end the fold early.
 */
export function reasoningBlock(reasoning: ReplyReasoning): string[] {
  const quoted = reasoning.text
    .trimEnd()
    .replace(/<\/details/gi, '&lt;/details')
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'));
  return ['<details>', `<summary>${thoughtFor(reasoning.ms)}</summary>`, '', ...quoted, '', '</details>'];
}
