import Link from 'next/link';
import type { VisitorFigures } from '@/lib/data/visits-port';
import { periodTotals } from '@/lib/visitors/summary';
import { CapNotice } from './cap-notice';
import { DailyChart } from './daily-chart';
import { DailyTable } from './daily-table';
import { PeriodTotals } from './period-totals';
import { TopList } from './top-list';

const DEVICE_NAMES = { mobile: 'Mobile', tablet: 'Tablet', desktop: 'Desktop' } as const;

/** Everything the Visitors page shows, from one read of the figures. */
export function VisitorReport({ figures }: { figures: VisitorFigures }) {
  const period = figures.days.slice(-30);
  return (
    <>
      <p className="text-sm text-muted-foreground">
        Counted without cookies or stored addresses; days are UTC days. What is and is not counted:{' '}
        <Link href="/privacy" className="text-primary underline-offset-4 hover:underline">
          privacy
        </Link>
        .
      </p>
      <CapNotice figures={figures} />
      <PeriodTotals totals={periodTotals(figures.days)} inquiriesTracked={figures.inquiriesTracked} />
      <DailyChart days={period} />
      <div className="grid gap-6 lg:grid-cols-3">
        <TopList
          title="Top pages"
          caption="Most viewed pages, last 30 days"
          nameHeading="Page"
          rows={figures.pages.map((row) => ({ name: row.path, ...row }))}
          empty="No page views yet."
        />
        <TopList
          title="Top referrers"
          caption="Sites visitors came from, last 30 days"
          nameHeading="Site"
          rows={figures.referrers.map((row) => ({ name: row.domain, ...row }))}
          empty="No visits from other sites yet."
        />
        <TopList
          title="Devices"
          caption="Device classes, last 30 days"
          nameHeading="Device"
          rows={figures.devices.map((row) => ({ name: DEVICE_NAMES[row.device], ...row }))}
          empty="No visitors yet."
        />
      </div>
      <DailyTable days={period} inquiriesTracked={figures.inquiriesTracked} />
    </>
  );
}
