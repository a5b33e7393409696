import { AdminMobileBar, AdminSidebar } from '@/app/(admin)/_components/admin-nav/admin-nav';
import { FailedCodesNotice } from '@/app/(admin)/_components/failed-codes-notice';
import type { NavViewer } from '@/app/(admin)/_components/admin-nav/admin-nav-items';
import { isOwner } from '@/lib/admins/owner';
import { requireUser } from '@/lib/auth';
import { countNewInquiries } from '@/lib/inquiries/admin';
import { getEnv } from '@/lib/env';

/**
 * The signed-in admin's workspace: one navigation around every page of it. The navigation only
 * hides what this admin may not open; each page checks the user again on the server, because a
 * layout is not re-run on every navigation.
 */
export default async function WorkspaceLayout({ children }: { children: React.ReactNode }) {
  const user = await requireUser();
  // A signed-in account without admin rights gets the page's ACCESS DENIED screen, nothing to navigate.
  if (!user.isAdmin) return children;
  const [owner, newInquiries] = await Promise.all([
    isOwner(user).catch(() => false),
    // The count is a convenience: a database hiccup must not take the whole workspace down.
    countNewInquiries(user).catch(() => 0),
  ]);
  const viewer: NavViewer = { owner, embedded: getEnv().mode === 'embedded', counts: { newInquiries } };
  return (
    <div className="flex min-h-dvh">
      <AdminSidebar viewer={viewer} />
      <div className="min-w-0 flex-1">
        <AdminMobileBar viewer={viewer} />
        <FailedCodesNotice user={user} />
        {children}
      </div>
    </div>
  );
}
