'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { cn } from '@/lib/utils';
import { isCurrentItem, visibleNavItems, type AdminNavItem, type NavViewer } from './admin-nav-items';

/** The admin pages as a list of links, the current one marked for screen readers and the eye. */
export function AdminNavLinks({ viewer, onNavigate }: { viewer: NavViewer; onNavigate?: () => void }) {
  const pathname = usePathname();
  const items = visibleNavItems(viewer);
  const list = (group: AdminNavItem[]) => (
    <ul className="grid gap-1">
      {group.map((item) => {
        const current = isCurrentItem(item, pathname);
        const Icon = item.icon;
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={current ? 'page' : undefined}
              onClick={onNavigate}
              className={cn(
                'flex items-center gap-3 rounded-md px-3 py-2 text-sm text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                current && 'bg-accent font-medium text-foreground',
              )}
            >
              <Icon aria-hidden className={cn('size-4', current && 'text-primary')} />
              {item.label}
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
