import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** A status/priority/type label in the tactical style; the colour comes from badge-colors. */
export function TagBadge({ label, colorClass }: { label: string; colorClass: string }) {
  return (
    <Badge variant="outline" className={cn('rounded-sm font-mono text-[0.7rem] tracking-[0.15em]', colorClass)}>
      {label}
    </Badge>
  );
}
