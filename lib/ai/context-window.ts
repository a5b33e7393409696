import 'server-only';
import type { ModelMessage, SystemModelMessage } from 'ai';
import type { ChatRole } from '@/lib/data/port';

/** Roles, separators and framing the provider adds around each message. */
const MESSAGE_OVERHEAD = 4;
const MAX_REPLY_RESERVE = 4096;

/**
 * A deliberately high token estimate, so a trimmed history never overflows: a third of the
 * UTF-8 bytes, rounded up. English runs about 4 characters a token (this counts 3); CJK
 * characters are 3 bytes and about one token each. No tokenizer: each provider counts
 * differently, and the catalogue's windows already leave the reply its own room.
 */
export function estimateTokens(text: string): number {
  return Math.ceil(Buffer.byteLength(text) / 3);
}

/** Room kept free for the reply: a quarter of a small window, at most 4096 tokens of a large one. */
export function replyReserve(contextTokens: number): number {
  return Math.min(MAX_REPLY_RESERVE, Math.floor(contextTokens / 4));
}

const cost = (content: string) => estimateTokens(content) + MESSAGE_OVERHEAD;

type Stored = { id: string; role: ChatRole; content: string };
export type FittedContext = {
  /** The system (memory) messages, passed as the SDK's `instructions`: SDK 7 refuses them in `messages`. */
  instructions: SystemModelMessage[];
  /** The history sent and the new message, oldest first (no system messages). */
  messages: ModelMessage[];
  /** History messages (with text) left out, all older than the ones sent. */
  omitted: number;
  /** The oldest history message sent; null when none was. */
  firstIncludedId: string | null;
};

/** History cut into turns: a question and the replies after it (a retry leaves two). */
function turnsOf(history: Stored[]): Stored[][] {
  const turns: Stored[][] = [];
  for (const message of history) {
    if (message.role === 'user' || turns.length === 0) turns.push([message]);
    else turns.at(-1)!.push(message);
  }
  return turns;
}

/**
 * What one chat turn sends: the system (memory) messages and the new message always, then as
 * many of the newest whole turns as fit in the model's window less the reply's reserve. Turns
 * are kept or dropped whole, so the model never sees a reply without its question, and the cut
 * is contiguous (an older small turn is not sent after a newer one was dropped). When even
 * the system and new message exceed the budget they are sent alone: the provider's own limit
 * then answers, with its message.
 */
export function fitToContext(input: {
  system: SystemModelMessage[];
  history: Stored[];
  message: string;
  contextTokens: number;
}): FittedContext {
  const history = input.history.filter((m) => m.content);
  let budget =
    input.contextTokens -
    replyReserve(input.contextTokens) -
    cost(input.message) -
    input.system.reduce((sum, m) => sum + cost(m.content), 0);
  const kept: Stored[][] = [];
  for (const turn of turnsOf(history).reverse()) {
    const size = turn.reduce((sum, m) => sum + cost(m.content), 0);
    if (size > budget) break;
    budget -= size;
    kept.unshift(turn);
  }
  const sent = kept.flat();
  return {
    instructions: input.system,
    messages: [...sent.map(({ role, content }) => ({ role, content })), { role: 'user', content: input.message }],
    omitted: history.length - sent.length,
    firstIncludedId: sent[0]?.id ?? null,
  };
}
