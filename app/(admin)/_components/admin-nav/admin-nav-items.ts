import {
  Bot,
  Database,
  ChartColumn,
  HardDriveDownload,
  ImageIcon,
  Inbox,
  LayoutDashboard,
  Mail,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';

/** Who may see an item: every admin, the owner, or the owner while the data is embedded (the backup). */
export type NavAudience = 'admin' | 'owner' | 'owner-embedded';

export type AdminNavItem = {
  href: string;
  label: string;
  icon: LucideIcon;
  audience: NavAudience;
  /** Pages outside the workspace layout (no sidebar there), listed under "Tools". */
  tool?: boolean;
  /** A count the viewer has waiting on that page, shown beside its name. */
  count?: keyof NavCounts;
};

export type NavCounts = { newInquiries: number };

/** Every page of the admin area, in the navigation's order: adding a page is one line here. */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { href: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard, audience: 'admin' },
  { href: '/admin/inquiries', label: 'Inquiries', icon: Inbox, audience: 'admin', count: 'newInquiries' },
  { href: '/admin/visitors', label: 'Visitors', icon: ChartColumn, audience: 'admin' },
  { href: '/admin/images', label: 'Images & resume', icon: ImageIcon, audience: 'admin' },
  { href: '/admin/admins', label: 'Admins', icon: Users, audience: 'owner' },
  { href: '/admin/email', label: 'E-mail', icon: Mail, audience: 'owner' },
  { href: '/admin/account', label: 'Account', icon: UserCog, audience: 'admin' },
  { href: '/admin/backup', label: 'Backup', icon: HardDriveDownload, audience: 'owner-embedded' },
  { href: '/ai-portal', label: 'AI portal', icon: Bot, audience: 'admin', tool: true },
  { href: '/test-supabase', label: 'Connection test', icon: Database, audience: 'admin', tool: true },
];

/** What the signed-in admin is, as the server found it (the nav only hides; each page checks again). */
export type NavViewer = { owner: boolean; embedded: boolean; counts: NavCounts };

export function visibleNavItems(viewer: NavViewer): AdminNavItem[] {
  return ADMIN_NAV_ITEMS.filter(({ audience }) => {
    if (audience === 'owner') return viewer.owner;
    if (audience === 'owner-embedded') return viewer.owner && viewer.embedded;
    return true;
  });
}

/** The item the path belongs to: the page itself or any page below it. */
export function isCurrentItem(item: AdminNavItem, pathname: string): boolean {
  return pathname === item.href || pathname.startsWith(`${item.href}/`);
}
