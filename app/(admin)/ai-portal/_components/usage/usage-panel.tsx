'use client';

import { DownloadIcon } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { usageTotals, type PricedUsageRow, type UsageReport } from '@/lib/ai/usage/usage-view';
import { fetchUsage, USAGE_CSV_PATH } from './usage-api';
import { formatCount, formatMonth, totalCostText } from './usage-format';
import { UsageTable } from './usage-table';
import { BudgetWarning } from './budget-warning';

// The chart library loads only when the Usage tab opens: the chat never waits for it.
const UsageChart = dynamic(() => import('./usage-chart'), {
  ssr: false,
  loading: () => <div className="h-64 w-full" />,
});

/** What the user's replies used and cost: this month, the last twelve months, by key, provider and model. */
export function UsagePanel() {
  const [report, setReport] = useState<UsageReport | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Fetched each time the tab opens (it mounts then), so a reply just written is counted.
  useEffect(() => {
    void fetchUsage().then((result) => (result.ok ? setReport(result.data) : setError(result.message)));
  }, []);

  if (error) return <p role="alert">{error}</p>;
  if (!report) return <p className="text-sm text-muted-foreground">Loading usage...</p>;
  const thisMonth = report.months.at(-1)!;
  const monthRows = report.rows.filter((row) => row.month === thisMonth);
  return (
    <div className="flex flex-col gap-4">
      <BudgetWarning refreshKey={0} />
      <div className="grid gap-4 sm:grid-cols-2">
        <PeriodCard title="This month" subtitle={formatMonth(thisMonth)} rows={monthRows} />
        <PeriodCard
          title="Last 12 months"
          subtitle={`${formatMonth(report.months[0]!)} to ${formatMonth(thisMonth)}`}
          rows={report.rows}
        />
      </div>
      <Card role="region" aria-labelledby="usage-rows-title">
        <CardHeader>
          <CardTitle>
            <h2 id="usage-rows-title" className="font-mono tracking-widest">
              Usage by key, provider and model
            </h2>
          </CardTitle>
          <CardDescription>
            Tokens as each provider reported them; cost at the built-in prices of {report.pricesAsOf} (months in UTC).
          </CardDescription>
          <CardAction>
            <Button asChild variant="outline" size="sm">
              <a href={USAGE_CSV_PATH} download>
                <DownloadIcon aria-hidden /> Download CSV
              </a>
            </Button>
          </CardAction>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {report.rows.length === 0 ? (
            <p className="text-sm text-muted-foreground">No replies with reported tokens in the last 12 months.</p>
          ) : (
            <>
              <UsageChart report={report} />
              <UsageTable rows={report.rows} />
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function PeriodCard({ title, subtitle, rows }: { title: string; subtitle: string; rows: PricedUsageRow[] }) {
  const totals = usageTotals(rows);
  const id = `usage-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <Card role="region" aria-labelledby={id} className="gap-2">
      <CardHeader>
        <CardTitle>
          <h3 id={id} className="text-base">
            {title}
          </h3>
        </CardTitle>
        <CardDescription>{subtitle}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Cost</dt>
          <dd className="text-right font-mono">{totalCostText(totals, rows.length)}</dd>
          <dt className="text-muted-foreground">Tokens in</dt>
          <dd className="text-right font-mono">{formatCount(totals.inputTokens)}</dd>
          <dt className="text-muted-foreground">Tokens out</dt>
          <dd className="text-right font-mono">{formatCount(totals.outputTokens)}</dd>
          <dt className="text-muted-foreground">Replies</dt>
          <dd className="text-right font-mono">{formatCount(totals.replies)}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}
