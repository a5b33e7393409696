import type { ToolCallRecord } from '@/lib/data/port';

const STATUS: Record<ToolCallRecord['status'], string> = {
  waiting: 'waiting for approval',
  running: 'running',
  done: 'done',
  denied: 'denied',
  failed: 'failed',
  'timed-out': 'timed out',
};

/** A fence longer than any run of backticks in `text`, so the text cannot close it early. */
const fenceFor = (text: string) => '`'.repeat(Math.max(3, ...[...text.matchAll(/`+/g)].map((m) => m[0].length + 1)));

const fenced = (text: string, lang = '') => {
  const fence = fenceFor(text);
  return [`${fence}${lang}`, text, fence];
};

/**
 * A reply's tool calls as Markdown, each folded in a <details> as the thread's card: the tool,
 * its server and how it ended in the summary; its arguments and result in fenced blocks.
 */
export function toolCallsBlock(calls: ToolCallRecord[]): string[] {
  return calls.flatMap((call) => {
    const time = call.ms === undefined ? '' : `, ${(call.ms / 1000).toFixed(1)} s`;
    const summary = `Tool ${call.tool} on ${call.server}: ${STATUS[call.status]}${time}`.replace(/</g, '&lt;');
    const args = JSON.stringify(call.args, null, 2) ?? 'null';
    return [
      '<details>',
      `<summary>${summary}</summary>`,
      '',
      'Arguments:',
      '',
      ...fenced(args, 'json'),
      ...(call.result === undefined ? [] : ['', 'Result:', '', ...fenced(call.result)]),
      '',
      '</details>',
      '',
    ];
  });
}
