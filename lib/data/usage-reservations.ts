/** A row of usage_reservations (migration 20261210000100) as both data backends read it. */
export type ReservationRow = { amount_usd: number | string; settled_at: string | Date | null };

/** Reservations of turns still running (held), and estimates of replies that ended without a count. */
export function sumReservations(rows: readonly ReservationRow[]): { heldUsd: number; estimatedUsd: number } {
  let heldUsd = 0;
  let estimatedUsd = 0;
  for (const row of rows) {
    if (row.settled_at === null) heldUsd += Number(row.amount_usd);
    else estimatedUsd += Number(row.amount_usd);
  }
  return { heldUsd, estimatedUsd };
}
