import 'server-only';
import type { AuthUser } from '@/lib/auth/types';
import { prepareTurn, type ChatInput } from './chat-turn/prepare';
import { relayReply } from './chat-turn/relay';
import { reserveForTurns } from './chat-turn/reserve';

export type { ChatInput };

/**
 * Runs one chat turn and returns its NDJSON event stream: first everything that can refuse it
 * (so it answers 4xx, see ./chat-turn/prepare) and its budget reservation (./chat-turn/reserve), then the reply relayed and stored as it
 * arrives (./chat-turn/relay). The browser leaving does not end the reply; only Stop does.
 */
export async function startChat(user: AuthUser, input: ChatInput): Promise<ReadableStream<Uint8Array>> {
  const prepared = await prepareTurn(user, input);
  // A turn refused by its budget closes the tool connections it opened.
  const [turn] = await reserveForTurns([prepared]).catch(async (error: unknown) => {
    await prepared.tools?.close();
    throw error;
  });
  return relayReply(turn!);
}
