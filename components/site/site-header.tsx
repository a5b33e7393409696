'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { actionClass } from './action-styles';
import { classList } from './class-list';
import { countClick, EASTER_EGG_EVENTS } from './easter-egg-events';
import { Glyph } from './glyph';
import { NavLink } from './nav-link';
import { isAdminPath, siteNavLinks, SUPPORT_HREF } from './nav-links';
import { useScrolled } from './use-scrolled';

export function SiteHeader({ brandName, taskpilotUrl }: { brandName: string; taskpilotUrl: string }) {
  const pathname = usePathname();
  const scrolled = useScrolled();
  // The menu remembers the path it was opened on, so any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;
  const clicks = useRef({ count: 0, last: -Infinity });
  const links = siteNavLinks(taskpilotUrl);

  useEffect(() => {
    if (!menuOpen) return;
    const close = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpenAt(null);
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [menuOpen]);

  const onLogoClick = () => {
    if (pathname.startsWith('/admin')) return;
    if (countClick(clicks.current, performance.now())) window.dispatchEvent(new Event(EASTER_EGG_EVENTS[0]));
  };

  if (isAdminPath(pathname)) return null;
  return (
    <header
      data-scrolled={scrolled || undefined}
      className={classList(
        'site-header',
        scrolled || menuOpen ? 'border-border bg-background/85 backdrop-blur-md' : 'border-transparent bg-transparent',
      )}
    >
      <nav aria-label="Main" className="site-nav">
        <Link href="/" onClick={onLogoClick} className="site-logo" data-testid="site-logo">
          <Glyph name="shield" className="size-5 text-primary" />
          <span>{brandName}</span>
        </Link>
        <ul className="nav-list">
          {links.map((link) => (
            <li key={link.label}>
              <NavLink link={link} active={!link.external && pathname === link.href} />
            </li>
          ))}
          <li>
            <Link
              href={SUPPORT_HREF}
              aria-current={pathname === SUPPORT_HREF ? 'page' : undefined}
              className={actionClass.primary}
            >
              Support Mission
            </Link>
          </li>
        </ul>
        <div className="nav-compact">
          <Link href={SUPPORT_HREF} className={actionClass.primaryCompact}>
            Support
          </Link>
          <button
            type="button"
            className="menu-button"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpenAt(menuOpen ? null : pathname)}
          >
            <Glyph name={menuOpen ? 'x' : 'menu'} />
          </button>
        </div>
      </nav>
      {menuOpen && (
        <div
          id="mobile-menu"
          className="fixed inset-x-0 top-16 bottom-0 z-40 h-[calc(100dvh-4rem)] bg-background md:hidden"
        >
          <ul className="flex flex-col gap-6 p-8">
            <li>
              <Link
                href={SUPPORT_HREF}
                aria-current={pathname === SUPPORT_HREF ? 'page' : undefined}
                className={classList(actionClass.primary, 'w-full')}
              >
                Support Mission
              </Link>
            </li>
            {links.map((link) => (
              <li key={link.label}>
                <NavLink link={link} active={!link.external && pathname === link.href} className="text-lg" />
              </li>
            ))}
          </ul>
        </div>
      )}
    </header>
  );
}
