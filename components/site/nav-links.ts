export type NavLink = { label: string; href: string; external?: boolean };

export function siteNavLinks(taskpilotUrl: string): NavLink[] {
  return [
    { label: 'Mission', href: '/' },
    { label: 'About', href: '/about' },
    { label: 'Portfolio', href: '/portfolio' },
    { label: 'Contact', href: '/contact' },
    { label: 'TaskPilot', href: taskpilotUrl, external: true },
  ];
}

export const SUPPORT_HREF = '/donate';
export const SCROLL_THRESHOLD_PX = 10;

/** The admin area has its own chrome: no public header and no easter egg there. */
export function isAdminPath(pathname: string): boolean {
  return (
    pathname.startsWith('/admin') ||
    pathname === '/ai-portal' ||
    pathname.startsWith('/ai-portal/') ||
    pathname === '/test-supabase'
  );
}
