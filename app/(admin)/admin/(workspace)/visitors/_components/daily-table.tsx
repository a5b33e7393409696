import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { VisitDay } from '@/lib/data/visits-port';
import { conversionShare } from '@/lib/visitors/summary';
import { formatCount, formatDay, formatShare } from './format';

/** The chart's figures as a table (newest first), with the inquiries of each day beside them. */
export function DailyTable({ days, inquiriesTracked }: { days: VisitDay[]; inquiriesTracked: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base" id="day-by-day">
          Day by day
        </CardTitle>
      </CardHeader>
      <CardContent className="max-h-96 overflow-y-auto">
        <table className="w-full text-sm" aria-labelledby="day-by-day">
          <thead className="text-left text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 font-medium">
                Day (UTC)
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Page views
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Visitors
              </th>
              {inquiriesTracked && (
                <>
                  <th scope="col" className="py-1 text-right font-medium">
                    Inquiries
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    Share
                  </th>
                </>
              )}
            </tr>
          </thead>
          <tbody className="font-mono">
            {[...days].reverse().map((day) => (
              <tr key={day.day} className="border-t border-border/60">
                <th scope="row" className="py-1 text-left font-normal">
                  <time dateTime={day.day}>{formatDay(day.day)}</time>
                </th>
                <td className="py-1 text-right">{formatCount(day.views)}</td>
                <td className="py-1 text-right">{formatCount(day.visitors)}</td>
                {inquiriesTracked && (
                  <>
                    <td className="py-1 text-right">{formatCount(day.inquiries)}</td>
                    <td className="py-1 text-right">{formatShare(conversionShare(day))}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
