import { cn } from '@/lib/utils';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-sm px-5 py-2 text-center font-mono text-xs font-semibold tracking-[0.2em] transition-colors [&_svg]:size-4 [&_svg]:shrink-0';

/** Button looks for links and buttons of the landing page (kept here so the islands import no UI kit). */
export const actionClass = {
  primary: cn(base, 'bg-primary text-primary-foreground hover:bg-primary/85'),
  outline: cn(base, 'border border-primary/60 bg-background/60 text-primary hover:bg-primary/10'),
  signal: cn(base, 'border border-signal/60 bg-background/60 text-signal hover:bg-signal/10'),
};
