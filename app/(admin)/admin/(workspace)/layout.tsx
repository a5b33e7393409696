import { AdminMobileBar, AdminSidebar } from '@/app/(admin)/_components/admin-nav/admin-nav';
import { FailedCodesNotice } from '@/app/(admin)/_components/failed-codes-notice';
import { navViewerFor } from '@/app/(admin)/_components/admin-nav/nav-viewer';
import { requireUser } from '@/lib/auth';

/**
 * The signed-in admin's workspace: one navigation around every page of it. The navigation only
 * hides what this admin may not open; each page checks the user again on the server, because a
 * layout is not re-run on every navigation.
 */
export default async function WorkspaceLayout({ children }: { children: React.ReactNode }) {
  const user = await requireUser();
  // A signed-in account without admin rights gets the page's ACCESS DENIED screen, nothing to navigate.
  if (!user.isAdmin) return children;
  const viewer = await navViewerFor(user);
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
