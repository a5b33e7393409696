import { Activity, FileText, ShieldCheck, Users } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

export function StatusCards({ pageCount }: { pageCount: number }) {
  const cards = [
    { title: 'System Status', value: 'OPERATIONAL', icon: Activity },
    { title: 'Pages', value: String(pageCount), icon: FileText },
    { title: 'Active Sessions', value: '1', icon: Users },
    { title: 'Security Level', value: 'MAXIMUM', icon: ShieldCheck },
  ];
  return (
    <section aria-label="System status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(({ title, value, icon: Icon }) => (
        <Card key={title} data-testid={`status-${title.toLowerCase().replaceAll(' ', '-')}`}>
          <CardHeader className="flex flex-row items-center justify-between gap-2">
            <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
            <Icon aria-hidden className="size-4 text-primary" />
          </CardHeader>
          <CardContent>
            <p className="font-mono text-2xl font-bold tracking-wider">{value}</p>
          </CardContent>
        </Card>
      ))}
    </section>
  );
}
