import { appTurn, type ChatUser } from '../lib/chat-client';
import type { BenchContext } from '../lib/context';
import { rssMb } from '../lib/processes';
import type { Row } from '../lib/report';

const STREAM_BYTES = 20 * 1024 * 1024;
const REPLY_LIMIT_BYTES = 256 * 1024;
const RSS_BUDGET_MB = 600;
const MB = 1024 * 1024;

type Stored = { messages: { role: string; content: string; status: string }[] };

/**
 * Figure 10: one chat turn whose provider streams 20 MB of text as fast as it can.
 * The app must keep 256 KB of it, marked incomplete, abandon the provider's stream, and stay
 * within the RSS budget while doing so: the server's RSS is read every 10 ms during the turn.
 */
export async function longReply(ctx: BenchContext, user: ChatUser): Promise<Row[]> {
  const pid = ctx.app.pid() ?? -1;
  const before = rssMb(pid) ?? Number.NaN;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid) ?? peak)), 10);
  ctx.provider.setChunkDelay(0);
  ctx.provider.setReply({ bytes: STREAM_BYTES });
  let turn;
  let request;
  try {
    turn = await appTurn(user, 'Bench: tell me everything');
    request = ctx.provider.requests.findLast((logged) => logged.path === '/v1/chat/completions');
  } finally {
    clearInterval(sampler);
    // Back to the delays the provider started with, and the echo reply (this also empties its log).
    ctx.provider.reset();
  }
  const after = rssMb(pid) ?? Number.NaN;
  peak = Math.max(peak, after);
  const { messages } = await user.client.json<Stored>('GET', `/api/portal/sessions/${user.sessionId}`);
  const reply = messages.findLast((message) => message.role === 'assistant');
  const kept = reply ? Buffer.byteLength(reply.content) : 0;
  const sent = request?.textBytesSent ?? Number.NaN;
  if (!turn.error) ctx.fail('10: the 20 MB reply ended without the error event that names the cut');
  ctx.log(
    `  kept ${kept} bytes (${reply?.status}), provider sent ${sent} bytes, RSS ${before.toFixed(0)} -> peak ${peak.toFixed(0)} -> ${after.toFixed(0)} MB`,
  );
  return [
    {
      group: '10',
      figure: 'a 20 MB reply stream: reply kept, status',
      value: `${(kept / 1024).toFixed(1)} KB, ${reply?.status ?? 'none'}`,
      peer: `limit ${REPLY_LIMIT_BYTES / 1024} KB`,
      ratio: `${(kept / REPLY_LIMIT_BYTES).toFixed(3)}x`,
      budget: '<= 256 KB, incomplete',
      pass: kept > 0 && kept <= REPLY_LIMIT_BYTES && reply?.status === 'incomplete',
    },
    {
      group: '10',
      figure: 'a 20 MB reply stream: text the provider sent before the app hung up',
      value: `${(sent / MB).toFixed(1)} MB`,
      peer: `of ${STREAM_BYTES / MB} MB`,
      ratio: `${(sent / STREAM_BYTES).toFixed(2)}x`,
      budget: 'stream abandoned',
      pass: request?.abandoned === true,
      data: { sentBytes: sent },
    },
    {
      group: '10',
      figure: 'a 20 MB reply stream: server RSS peak during the turn / after',
      value: `${peak.toFixed(0)} / ${after.toFixed(0)} MB`,
      peer: `before the turn ${before.toFixed(0)} MB`,
      ratio: `${(peak / before).toFixed(2)}x`,
      budget: `< ${RSS_BUDGET_MB} MB`,
      pass: peak < RSS_BUDGET_MB,
      data: { beforeMb: before, peakMb: peak, afterMb: after },
    },
  ];
}
