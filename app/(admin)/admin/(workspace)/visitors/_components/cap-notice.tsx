import type { VisitorFigures } from '@/lib/data/visits-port';
import { formatCount, formatDay } from './format';

/**
 * The days on which the site's daily cap on counted page views was reached: their figures are
 * short of what was sent, whether by a rush of real visitors or by a flood of made-up views.
 */
export function CapNotice({ figures }: { figures: Pick<VisitorFigures, 'capped' | 'viewsPerDayCap'> }) {
  if (figures.capped.length === 0) return null;
  const count = figures.capped.length;
  return (
    <section aria-label="Daily limit reached" className="rounded-md border border-amber-500/50 p-4 text-sm">
      <p>
        On {count === 1 ? 'one day' : `${count} days`} of the last 30 the site reached its limit of{' '}
        {formatCount(figures.viewsPerDayCap)} counted page views a day. Views past the limit were not counted, so these
        days show less than was sent:
      </p>
      <ul className="mt-2 list-disc pl-5">
        {figures.capped.map(({ day, notCounted }) => (
          <li key={day}>{`${formatDay(day)}: ${formatCount(notCounted)} not counted`}</li>
        ))}
      </ul>
    </section>
  );
}
