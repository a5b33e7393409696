import { cn } from '@/lib/utils';

// The colour variants of components/ui/button.tsx, as written there (tests/unit/site/kit-button.test.ts
// keeps them in step). Server components only: cn (tailwind-merge) never reaches the browser.
const VARIANTS = {
  default: 'bg-primary text-primary-foreground hover:bg-primary/90',
  outline:
    'border bg-background shadow-xs hover:bg-accent hover:text-accent-foreground dark:bg-input/30 dark:border-input dark:hover:bg-input/50',
} as const;

/**
 * The classes of the UI kit's large Button for a server-rendered link: `.kit-button`
 * (app/globals.css) carries the shared base and size, so each link sends about 150 characters
 * of classes instead of 600, in the HTML and again in the RSC payload.
 */
export function kitButtonClass({
  variant = 'default',
  className,
}: { variant?: keyof typeof VARIANTS; className?: string } = {}): string {
  return cn('kit-button', VARIANTS[variant], className);
}
