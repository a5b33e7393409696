'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useId } from 'react';
import { cn } from '@/lib/utils';
import { isCurrentItem, visibleNavItems, type AdminNavItem, type NavViewer } from './admin-nav-items';

/**
 * What waits on a page ("3 new"): shown beside the name, and given to screen readers as the
 * link's description, so the link keeps the page's name.
 */
function NavCount({ count, id }: { count: number; id: string }) {
  return (
    <span aria-hidden className="ml-auto rounded-full bg-primary px-2 py-0.5 font-mono text-xs text-primary-foreground">
      {count}
      <span id={id} hidden>{`${count} new`}</span>
    </span>
  );
}

/** The admin pages as a list of links, the current one marked for screen readers and the eye. */
export function AdminNavLinks({ viewer, onNavigate }: { viewer: NavViewer; onNavigate?: () => void }) {
  const pathname = usePathname();
  // Two navigations (sidebar and sheet) may be on the page: each count's id must be its own.
  const idBase = useId();
  const items = visibleNavItems(viewer);
  const list = (group: AdminNavItem[]) => (
    <ul className="grid gap-1">
      {group.map((item) => {
        const current = isCurrentItem(item, pathname);
        const Icon = item.icon;
        const count = item.count ? viewer.counts[item.count] : 0;
        const countId = `${idBase}-${item.count}`;
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={current ? 'page' : undefined}
              aria-describedby={count > 0 ? countId : undefined}
              onClick={onNavigate}
              className={cn(
                'flex items-center gap-3 rounded-md px-3 py-2 text-sm text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                current && 'bg-accent font-medium text-foreground',
              )}
            >
              <Icon aria-hidden className={cn('size-4', current && 'text-primary')} />
              {item.label}
              {count > 0 && <NavCount count={count} id={countId} />}
            </Link>
          </li>
        );
      })}
    </ul>
  );
  return (
    <div className="grid gap-6">
      {list(items.filter((item) => !item.tool))}
      <div className="grid gap-2">
        <p className="px-3 font-mono text-xs tracking-widest text-muted-foreground">TOOLS</p>
        {list(items.filter((item) => item.tool))}
      </div>
    </div>
  );
}
