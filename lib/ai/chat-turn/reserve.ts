import 'server-only';
import { releaseReservations, reserveTurns } from '../usage/reservation';
import { inputTokensOf } from './input-estimate';
import type { PreparedTurn } from './prepare';

/**
 * "Stop at the budget": reserves the worst case of the prepared turns (a chat turn, or every
 * column of a Compare at once) before any provider is asked. Each turn gets its reservation,
 * whose reply cap its provider request carries; turns of a user without such a budget pass as
 * they are. Refuses (403) when what is left of the budget does not pay for them.
 */
export async function reserveForTurns(turns: PreparedTurn[]): Promise<PreparedTurn[]> {
  const [first] = turns;
  if (!first?.budget) return turns;
  const reservations = await reserveTurns(
    first.repos.usage,
    first.budget,
    turns.map((turn) => ({ provider: turn.input.provider, model: turn.input.model, inputTokens: inputTokensOf(turn) })),
  );
  return reservations ? turns.map((turn, index) => ({ ...turn, reservation: reservations[index] })) : turns;
}

/** Gives back the reservations of turns that ended before their provider was asked. */
export function releaseTurns(turns: readonly PreparedTurn[]): Promise<void> {
  const [first] = turns;
  if (!first) return Promise.resolve();
  return releaseReservations(
    first.repos.usage,
    turns.flatMap((turn) => (turn.reservation ? [turn.reservation] : [])),
  );
}
