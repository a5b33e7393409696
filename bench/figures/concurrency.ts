import { appTurn, type AppTurn, type ChatUser } from '../lib/chat-client';
import type { BenchContext } from '../lib/context';
import type { Row } from '../lib/report';
import { percentile } from '../lib/stats';

type Stored = { messages: { id: string; role: string; content: string; status?: string }[] };

/** Is the streamed reply in the session's history, complete and word for word? */
async function replyStored(user: ChatUser, turn: AppTurn): Promise<boolean> {
  const { messages } = await user.client.json<Stored>('GET', `/api/portal/sessions/${user.sessionId}`);
  const stored = messages.find((message) => message.id === turn.assistantMessageId);
  return Boolean(
    stored && stored.role === 'assistant' && stored.content === turn.text && stored.status !== 'incomplete',
  );
}

/** Figure 5: one chat stream per user, all started at once. */
export async function concurrency(ctx: BenchContext, users: ChatUser[], singleTtftP50: number): Promise<Row[]> {
  const turns = await Promise.all(
    users.map((user, i) =>
      appTurn(user, `Concurrent bench message from user ${i}`).catch((error: unknown): AppTurn => ({
        sentAt: Number.NaN,
        ttft: Number.NaN,
        deltas: [],
        text: '',
        done: false,
        assistantMessageId: null,
        error: String(error),
      })),
    ),
  );
  const completed = turns.filter((turn) => turn.done).length;
  const stored = (
    await Promise.all(users.map((user, i) => (turns[i]!.done ? replyStored(user, turns[i]!) : false)))
  ).filter(Boolean).length;
  for (const turn of turns) if (turn.error) ctx.fail(`5: a stream failed: ${turn.error}`);
  const ttfts = turns.filter((turn) => turn.done).map((turn) => turn.ttft);
  const p95 = percentile(ttfts, 95);
  ctx.log(`  ${completed}/${users.length} complete, ${stored} stored, TTFT p95 ${p95.toFixed(1)} ms`);
  return [
    {
      group: '5',
      figure: `${users.length} simultaneous chat streams (${users.length} users): complete / stored`,
      value: `${completed} / ${stored}`,
      peer: `limit ${users.length} / ${users.length}`,
      ratio: '',
      budget: 'all',
      pass: completed === users.length && stored === users.length,
    },
    {
      group: '5',
      figure: `${users.length} simultaneous chat streams: TTFT p50 / p95`,
      value: `${percentile(ttfts, 50).toFixed(1)} / ${p95.toFixed(1)} ms`,
      peer: Number.isNaN(singleTtftP50)
        ? '(figure 3 not run)'
        : `one stream at a time p50 ${singleTtftP50.toFixed(1)} ms`,
      ratio: Number.isNaN(singleTtftP50) ? '' : `${(p95 / singleTtftP50).toFixed(2)}x (p95)`,
      budget: 'context',
      pass: null,
      data: { ttfts },
    },
  ];
}
