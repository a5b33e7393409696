import Link from 'next/link';
import { classList } from './class-list';
import type { NavLink as NavLinkData } from './nav-links';

export function NavLink({ link, active, className }: { link: NavLinkData; active: boolean; className?: string }) {
  const classes = classList(
    'nav-link hover:text-primary',
    active ? 'text-primary underline decoration-2 underline-offset-8' : 'text-foreground/85',
    className,
  );
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={classes}>
        {link.label}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link href={link.href} aria-current={active ? 'page' : undefined} className={classes}>
      {link.label}
    </Link>
  );
}
