import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import { AppError } from '@/lib/errors';
import type { Caller, VisitStore, VisitorFigures, VisitorFiguresRepo } from '../../port';
import { callerRunner, type Tx } from './with-caller';

// A check constraint (23514) or the function's own check (22023) refused the view.
const refused = (error: unknown) => ['23514', '22023'].includes((error as { code?: string }).code ?? '');

/** Page views are written by the server itself, as the database owner (like the rate limits). */
export function embeddedVisitStore(db: PGlite): VisitStore {
  return {
    record: async ({ path, visitorKey, referrer, device, addressKey }) => {
      try {
        await db.query('select public.record_visit($1, $2, $3, $4, $5)', [
          path,
          visitorKey,
          referrer,
          device,
          addressKey,
        ]);
      } catch (error) {
        if (refused(error))
          throw new AppError('invalid_input', 'The database did not accept this page view.', { cause: error });
        throw error;
      }
    },
  };
}

/** The figures as the caller: the function answers admins only (migration 20261201000100). */
export function embeddedVisitorFiguresRepo(db: PGlite, caller: Caller, shared?: Tx): VisitorFiguresRepo {
  const run = callerRunner(db, caller, shared);
  return {
    figures: ({ days }) =>
      run(
        async (tx) =>
          (await tx.query<{ figures: VisitorFigures }>('select public.visitor_figures($1) as figures', [days])).rows[0]!
            .figures,
      ),
  };
}
