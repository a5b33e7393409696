import 'server-only';
import type { AuthUser } from '@/lib/auth/types';
import { prepareTurn } from '../chat-turn/prepare';
import { reserveForTurns } from '../chat-turn/reserve';
import type { CompareTarget } from './compare-events';
import { relayCompare } from './relay-compare';

export type CompareInput = { sessionId: string; message: string; targets: CompareTarget[] };

/**
 * One question to 2 or 3 models. Each target is prepared as a chat turn of its own (../chat-turn/
 * prepare): so each is checked against the caller's own keys (a provider without a saved key is
 * refused with nothing written), gets the context its model fits, and memory as its provider
 * allows. Then the replies run side by side (./relay-compare).
 */
export async function startCompare(user: AuthUser, input: CompareInput): Promise<ReadableStream<Uint8Array>> {
  const turns = await Promise.all(
    input.targets.map((target) =>
      prepareTurn(user, { sessionId: input.sessionId, message: input.message, ...target }, { withTools: false }),
    ),
  );
  // Every column's worst case is reserved at once, all or none, before any provider is asked.
  return relayCompare(await reserveForTurns(turns));
}
