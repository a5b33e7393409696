import 'server-only';
import type { ChatSession } from '@/lib/data/port';
import { toStorableText } from '@/lib/validation';
import type { ChatEvent } from '../chat-events';
import { rememberExchange } from '../memory';
import { describeProviderError } from '../provider-errors';
import type { replyDraft } from '../reply-draft';
import type { PreparedTurn } from './prepare';

/** Stores how the reply ended and tells the browser: `done` with the stored reply, or `error`. */
export async function settleReply(ending: {
  turn: PreparedTurn;
  /** The session as the turn stored it (title, model); sent again with `done`, not read again. */
  session: ChatSession;
  draft: ReturnType<typeof replyDraft>;
  text: string;
  failure: unknown;
  send: (event: ChatEvent) => void;
}) {
  const { turn, failure, send } = ending;
  // A reply holding a NUL would fail to store and be lost whole; storing it with U+FFFD keeps it.
  const text = toStorableText(ending.text);
  try {
    if (!failure) {
      const assistantMessage = await ending.draft.settle(text, 'complete');
      send({ type: 'done', assistantMessage, session: ending.session });
      await rememberExchange(
        turn.repos.memories,
        { userMessage: turn.input.message, reply: text, sessionId: turn.input.sessionId },
        turn.openaiKey,
      );
      return;
    }
    const message = describeProviderError(failure, turn.label, { partial: text.length > 0 });
    console.warn(`Chat reply failed: ${message}`);
    const partial = text ? await ending.draft.settle(text, 'incomplete') : undefined;
    send({ type: 'error', message, assistantMessage: partial });
  } catch (error) {
    console.error('Storing the chat reply failed.', error);
    send({ type: 'error', message: 'The reply could not be saved. Please try again.' });
  }
}
