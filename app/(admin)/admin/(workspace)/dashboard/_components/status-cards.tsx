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
    // Two columns and compact cards on a phone, so the first screen still reaches the content tabs.
    <section aria-label="System status" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map(({ title, value, icon: Icon }) => (
        <Card
          key={title}
          data-testid={`status-${title.toLowerCase().replaceAll(' ', '-')}`}
          className="gap-1 py-3 sm:gap-6 sm:py-6"
        >
          <CardHeader className="flex flex-row items-center justify-between gap-2 px-3 sm:px-6">
            <CardTitle className="text-xs font-medium text-muted-foreground sm:text-sm">{title}</CardTitle>
            <Icon aria-hidden className="size-4 text-primary" />
          </CardHeader>
          <CardContent className="px-3 sm:px-6">
            <p className="font-mono text-base font-bold tracking-wider sm:text-2xl">{value}</p>
          </CardContent>
        </Card>
      ))}
    </section>
  );
}
