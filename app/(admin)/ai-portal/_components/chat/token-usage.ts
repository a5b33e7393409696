import type { ChatMessage } from '@/lib/data/port';

const count = new Intl.NumberFormat('en-US');

/** "1,204 in · 310 out", or null when the provider reported nothing. */
export function usageText(usage: { inputTokens: number | null; outputTokens: number | null }): string | null {
  if (usage.inputTokens === null && usage.outputTokens === null) return null;
  return `${count.format(usage.inputTokens ?? 0)} in · ${count.format(usage.outputTokens ?? 0)} out`;
}

/** The session's total over the replies whose usage was reported. */
export function sessionUsage(messages: ChatMessage[]): { inputTokens: number | null; outputTokens: number | null } {
  let inputTokens: number | null = null;
  let outputTokens: number | null = null;
  for (const message of messages) {
    if (message.inputTokens !== null) inputTokens = (inputTokens ?? 0) + message.inputTokens;
    if (message.outputTokens !== null) outputTokens = (outputTokens ?? 0) + message.outputTokens;
  }
  return { inputTokens, outputTokens };
}
