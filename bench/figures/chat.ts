import { splitIntoChunks, type LoggedRequest } from '@/tests/support/fake-provider';
import { lastUserText } from '@/tests/support/fake-provider/reply';
import { appTurn, DIRECT_MARK, directTurn, type AppTurn, type ChatUser } from '../lib/chat-client';
import type { BenchContext } from '../lib/context';
import type { Row } from '../lib/report';
import { percentile } from '../lib/stats';

const ADDED_BUDGET_MS = 25;
const RELAY_BUDGET_MS = 5;

/** The app's requests to the provider for one turn: the embedding of the message, then the chat completion. */
function providerRequests(ctx: BenchContext, message: string) {
  const isApps = (path: string) => (entry: LoggedRequest) => entry.path === path && !entry.headers[DIRECT_MARK];
  const chat = ctx.provider.requests.find(
    (entry) => isApps('/v1/chat/completions')(entry) && lastUserText(entry.body) === message,
  );
  const embedding = ctx.provider.requests.find(
    (entry) => isApps('/v1/embeddings')(entry) && JSON.stringify(entry.body).includes(JSON.stringify(message)),
  );
  if (!chat) throw new Error(`the provider never saw "${message}"`);
  return { chat, embedding };
}

/**
 * Where the added time goes, from the provider's arrival times (Date.now(), so whole ms): the app's
 * work before it asks for the embedding, then embedding + memory search + the SDK until the chat call.
 */
function breakdown(ctx: BenchContext, message: string, turn: AppTurn) {
  const { chat, embedding } = providerRequests(ctx, message);
  return {
    sentToEmbedding: embedding ? embedding.at - turn.sentAt : Number.NaN,
    embeddingToChatCall: embedding ? chat.at - embedding.at : Number.NaN,
    sentToChatCall: chat.at - turn.sentAt,
  };
}

/** For each content chunk the provider wrote: when the client had received all text up to its end. */
function relayDelays(ctx: BenchContext, message: string, turn: AppTurn): number[] {
  const request = providerRequests(ctx, message).chat;
  let end = 0;
  return splitIntoChunks(turn.text).flatMap((chunk, i) => {
    end += chunk.length;
    const sentAt = request.chunksSentAt[i];
    const received = turn.deltas.find((delta) => delta.length >= end);
    return sentAt === undefined || !received ? [] : [received.at - sentAt];
  });
}

/**
 * Figure 3: time to first token through POST /api/chat against the same request sent straight to
 * the fake provider (fixed first-token latency), in pairs whose order alternates; plus the delay
 * between the provider writing a chunk and the client receiving it through the app.
 */
export async function chatLatency(ctx: BenchContext, users: ChatUser[]): Promise<{ rows: Row[]; appTtftP50: number }> {
  const { requests } = ctx.settings.chat;
  for (const user of users) {
    for (let i = 0; i < ctx.settings.chat.warmupPerUser; i++) await appTurn(user, `warm-up ${i} for ${user.email}`);
  }
  const added: number[] = [];
  const app: number[] = [];
  const direct: number[] = [];
  const relay: number[] = [];
  const parts: ReturnType<typeof breakdown>[] = [];
  for (let i = 0; i < requests; i++) {
    // Several users, so the route's 30-messages-a-minute limit per user is never hit.
    const user = users[i % users.length]!;
    const message = `Bench message ${i}: how long until the first word arrives?`;
    const runDirect = () => directTurn(ctx.provider.url, user.apiKey, message);
    let viaProvider: number;
    let viaApp: AppTurn;
    if (i % 2 === 0) {
      viaProvider = await runDirect();
      viaApp = await appTurn(user, message);
    } else {
      viaApp = await appTurn(user, message);
      viaProvider = await runDirect();
    }
    if (!viaApp.done) throw new Error(`chat turn ${i} did not finish: ${viaApp.error}`);
    app.push(viaApp.ttft);
    direct.push(viaProvider);
    added.push(viaApp.ttft - viaProvider);
    relay.push(...relayDelays(ctx, message, viaApp));
    parts.push(breakdown(ctx, message, viaApp));
  }
  const part = (key: keyof (typeof parts)[number]) =>
    percentile(
      parts.map((entry) => entry[key]),
      50,
    ).toFixed(0);
  const p = (values: number[], q: number) => percentile(values, q).toFixed(1);
  const addedP50 = percentile(added, 50);
  const relayP50 = percentile(relay, 50);
  const delay = ctx.settings.provider.firstTokenDelayMs;
  ctx.log(`  TTFT added p50 ${p(added, 50)} ms, relay p50 ${p(relay, 50)} ms`);
  const rows: Row[] = [
    {
      group: '3',
      figure: `chat TTFT added by the app p50 / p95 (${requests} pairs)`,
      value: `${p(added, 50)} / ${p(added, 95)} ms`,
      peer: `provider direct TTFT ${p(direct, 50)} / ${p(direct, 95)} ms (${delay} ms fixed)`,
      ratio: `${(percentile(app, 50) / percentile(direct, 50)).toFixed(2)}x`,
      budget: `<= ${ADDED_BUDGET_MS} ms at p50`,
      pass: addedP50 <= ADDED_BUDGET_MS,
      data: { added, app, direct, breakdown: parts },
    },
    {
      group: '3',
      figure: 'chat: where the app time goes (p50)',
      value: `${part('sentToChatCall')} ms until the chat call`,
      peer: `${part('sentToEmbedding')} ms to the embedding request, ${part('embeddingToChatCall')} ms embedding + memory search + SDK`,
      ratio: '',
      budget: 'context',
      pass: null,
    },
    {
      group: '3',
      figure: 'chat TTFT through the app p50 / p95',
      value: `${p(app, 50)} / ${p(app, 95)} ms`,
      peer: `provider direct ${p(direct, 50)} / ${p(direct, 95)} ms`,
      ratio: '',
      budget: 'context',
      pass: null,
    },
    {
      group: '3',
      figure: `chunk relay delay p50 / p95 (${relay.length} chunks)`,
      value: `${p(relay, 50)} / ${p(relay, 95)} ms`,
      peer: `provider chunk gap ${ctx.settings.provider.chunkDelayMs} ms`,
      ratio: '',
      budget: `<= ${RELAY_BUDGET_MS} ms at p50`,
      pass: relayP50 <= RELAY_BUDGET_MS,
      data: { relay, max: Math.max(...relay) },
    },
  ];
  return { rows, appTtftP50: percentile(app, 50) };
}
