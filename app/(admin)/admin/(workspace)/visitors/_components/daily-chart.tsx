import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { VisitDay } from '@/lib/data/visits-port';
import { formatCount, formatDay } from './format';

const WIDTH = 600;
const HEIGHT = 160;

/**
 * Page views (light bars) and visitors (solid bars) per day, drawn on the server as SVG: no
 * chart library reaches the browser. The picture is hidden from screen readers, which get the
 * same figures from the "Day by day" table.
 */
export function DailyChart({ days }: { days: VisitDay[] }) {
  const top = Math.max(1, ...days.map((day) => day.views));
  const slot = WIDTH / Math.max(1, days.length);
  const height = (value: number) => (value / top) * HEIGHT;
  const labelled = [days[0], days[Math.floor(days.length / 2)], days.at(-1)].filter(Boolean) as VisitDay[];
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="text-base">Last 30 days</CardTitle>
        <p className="flex gap-4 text-xs text-muted-foreground" aria-hidden>
          <span className="flex items-center gap-1">
            <span className="inline-block size-3 rounded-sm bg-primary/35" /> Page views
          </span>
          <span className="flex items-center gap-1">
            <span className="inline-block size-3 rounded-sm bg-primary" /> Visitors
          </span>
        </p>
      </CardHeader>
      <CardContent aria-hidden>
        <p className="mb-1 font-mono text-xs text-muted-foreground">{formatCount(top)}</p>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="h-40 w-full border-b border-l border-border"
          preserveAspectRatio="none"
          data-testid="daily-chart"
        >
          <line x1={0} x2={WIDTH} y1={HEIGHT / 2} y2={HEIGHT / 2} className="stroke-border" strokeDasharray="4 4" />
          {days.map((day, index) => (
            <g key={day.day}>
              <title>{`${formatDay(day.day)}: ${day.views} page views, ${day.visitors} visitors`}</title>
              <rect
                x={index * slot + slot * 0.1}
                y={HEIGHT - height(day.views)}
                width={slot * 0.8}
                height={height(day.views)}
                className="fill-primary/35"
              />
              <rect
                x={index * slot + slot * 0.25}
                y={HEIGHT - height(day.visitors)}
                width={slot * 0.5}
                height={height(day.visitors)}
                className="fill-primary"
              />
            </g>
          ))}
        </svg>
        <p className="mt-1 flex justify-between font-mono text-xs text-muted-foreground">
          {labelled.map((day) => (
            <span key={day.day}>{formatDay(day.day)}</span>
          ))}
        </p>
      </CardContent>
    </Card>
  );
}
