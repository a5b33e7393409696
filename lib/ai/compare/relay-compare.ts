import 'server-only';
import { randomUUID } from 'node:crypto';
import type { ChatSession } from '@/lib/data/port';
import { sessionTitleFrom } from '../chat-events';
import type { PreparedTurn } from '../chat-turn/prepare';
import { pollStop } from '../chat-turn/relay';
import { releaseTurns } from '../chat-turn/reserve';
import { trackTurn } from '../running-turns';
import { runCompareColumn } from './compare-column';
import type { CompareEvent } from './compare-events';

/**
 * A Compare turn once nothing can refuse it: one claim of the session and one stored question,
 * then every column's reply at once (./compare-column), relayed as one NDJSON stream. The turn
 * is one turn for the session (Stop, another tab following it, the one-turn-at-a-time rule):
 * Stop ends every column, and the session is marked idle only when the last column has ended.
 * As with a chat reply, the browser leaving ends nothing.
 */
export async function relayCompare(turns: PreparedTurn[]): Promise<ReadableStream<Uint8Array>> {
  const [first] = turns;
  if (!first) throw new Error('A compare turn needs at least one model.');
  const { input, repos, session } = first;
  // The claim names the turn state prepareTurn saw: of two sends at once only one gets past it.
  const claimed = await repos.chats
    .updateSession(input.sessionId, {
      replying: true,
      replyingSinceWas: session.replyingSince,
      ...(first.firstMessage && session.title === 'New Chat' ? { title: sessionTitleFrom(input.message) } : {}),
    })
    .catch(async (error: unknown) => {
      await releaseTurns(turns);
      throw error;
    });
  let userMessage;
  try {
    userMessage = await repos.chats.addMessage({ sessionId: input.sessionId, role: 'user', content: input.message });
  } catch (error) {
    await repos.chats.updateSession(input.sessionId, { replying: false }).catch(() => undefined);
    await releaseTurns(turns);
    throw error;
  }
  const group = randomUUID();
  const stop = new AbortController();
  const encoder = new TextEncoder();

  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: CompareEvent) => {
        try {
          controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
        } catch {
          // The browser is gone; the replies are still stored.
        }
      };
      const columns = turns.map(({ input: { provider, model } }) => ({ provider, model }));
      send({ type: 'start', userMessage, session: claimed, group, columns });
      const untrack = trackTurn(input.sessionId, stop);
      const stopPoll = pollStop(repos, input.sessionId, stop);
      await Promise.all(turns.map((turn, index) => runCompareColumn({ turn, index, group, stop: stop.signal, send })));
      clearInterval(stopPoll);
      untrack();
      let ended: ChatSession = claimed;
      try {
        ended = await repos.chats.updateSession(input.sessionId, { replying: false });
      } catch (error) {
        console.error('Ending a compare turn failed.', error);
      }
      send({ type: 'done', session: ended });
      try {
        controller.close();
      } catch {
        // already closed by a disconnect
      }
    },
  });
}
