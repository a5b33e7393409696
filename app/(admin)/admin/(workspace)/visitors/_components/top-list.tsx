import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCount } from './format';

type Row = { name: string; views: number; visitors: number };

/** A ranked list (pages, referring sites, devices) with its views and visitors. */
export function TopList(props: { title: string; caption: string; nameHeading: string; rows: Row[]; empty: string }) {
  const top = Math.max(1, ...props.rows.map((row) => row.views));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{props.title}</CardTitle>
      </CardHeader>
      <CardContent>
        {props.rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{props.empty}</p>
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">{props.caption}</caption>
            <thead className="text-left text-muted-foreground">
              <tr>
                <th scope="col" className="py-1 font-medium">
                  {props.nameHeading}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Views
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Visitors
                </th>
              </tr>
            </thead>
            <tbody>
              {props.rows.map((row) => (
                <tr key={row.name} className="border-t border-border/60">
                  <th scope="row" className="relative py-1 text-left font-normal">
                    {/* A bar behind the name: the row's share of the top row's views. */}
                    <span
                      aria-hidden
                      className="absolute inset-y-1 left-0 rounded-sm bg-primary/15"
                      style={{ width: `${Math.round((row.views / top) * 100)}%` }}
                    />
                    <span className="relative break-all font-mono">{row.name}</span>
                  </th>
                  <td className="py-1 text-right font-mono">{formatCount(row.views)}</td>
                  <td className="py-1 text-right font-mono">{formatCount(row.visitors)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
