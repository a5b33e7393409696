import { cn } from '@/lib/utils';

// Light text on a faint tint of the same hue: every pair stays above 4.5:1 on the dark cards.
const STATUS_CLASSES: Record<string, string> = {
  PRIMARY: 'border-green-400/50 bg-green-400/15 text-green-300',
  MANDATORY: 'border-red-400/50 bg-red-400/15 text-red-300',
  ACTIVE: 'border-sky-400/50 bg-sky-400/15 text-sky-300',
  TESTING: 'border-amber-400/50 bg-amber-400/15 text-amber-300',
  DEVELOPING: 'border-violet-400/50 bg-violet-400/15 text-violet-300',
  READY: 'border-teal-400/50 bg-teal-400/15 text-teal-300',
};

export const DEFAULT_STATUS_CLASS = 'border-zinc-400/50 bg-zinc-400/15 text-zinc-300';

/** Colour classes of a tool status badge; any status without its own colour is grey. */
export function statusBadgeClass(status: string): string {
  return Object.hasOwn(STATUS_CLASSES, status) ? STATUS_CLASSES[status]! : DEFAULT_STATUS_CLASS;
}

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <span
      data-status={status}
      className={cn(
        // The shared shape is `.status-badge` (app/globals.css): it repeats on every tool.
        'status-badge',
        statusBadgeClass(status),
        className,
      )}
    >
      {status}
    </span>
  );
}
