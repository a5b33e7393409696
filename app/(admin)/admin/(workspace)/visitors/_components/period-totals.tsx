import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { conversionShare, type PeriodTotal } from '@/lib/visitors/summary';
import { formatCount, formatShare } from './format';

function Change({ value, previous }: { value: number | null; previous: number }) {
  if (value === null) return <span>none the period before</span>;
  const direction = value > 0 ? 'up' : value < 0 ? 'down' : 'level';
  const mark = value > 0 ? '▲' : value < 0 ? '▼' : '=';
  return (
    <span>
      <span aria-hidden>{mark} </span>
      {direction === 'level' ? 'same as' : `${direction} ${formatShare(Math.abs(value))} on`} the period before (
      {formatCount(previous)})
    </span>
  );
}

/** Today, 7 and 30 days: views, visitors and inquiries, each against the period before. */
export function PeriodTotals({ totals, inquiriesTracked }: { totals: PeriodTotal[]; inquiriesTracked: boolean }) {
  return (
    <section aria-label="Totals" className="grid gap-4 md:grid-cols-3">
      {totals.map((total) => (
        <Card key={total.label} data-testid={`total-${total.label.toLowerCase().replaceAll(' ', '-')}`}>
          <CardHeader>
            <CardTitle className="text-sm font-medium text-muted-foreground">{total.label}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="space-y-3 text-sm">
              <div>
                <dt className="text-muted-foreground">Page views</dt>
                <dd className="font-mono text-2xl font-bold">{formatCount(total.views)}</dd>
                <dd className="text-xs text-muted-foreground">
                  <Change value={total.change.views} previous={total.previous.views} />
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Visitors</dt>
                <dd className="font-mono text-2xl font-bold">{formatCount(total.visitors)}</dd>
                <dd className="text-xs text-muted-foreground">
                  <Change value={total.change.visitors} previous={total.previous.visitors} />
                </dd>
              </div>
              {inquiriesTracked && (
                <div>
                  <dt className="text-muted-foreground">Inquiries</dt>
                  <dd>
                    <span className="font-mono text-lg font-bold">{formatCount(total.inquiries)}</span>{' '}
                    <span className="text-xs text-muted-foreground">
                      ({formatShare(conversionShare(total))} of visitors)
                    </span>
                  </dd>
                </div>
              )}
            </dl>
          </CardContent>
        </Card>
      ))}
    </section>
  );
}
