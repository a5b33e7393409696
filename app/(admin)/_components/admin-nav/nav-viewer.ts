import 'server-only';
import { isOwner } from '@/lib/admins/owner';
import type { AuthUser } from '@/lib/auth';
import { countNewInquiries } from '@/lib/inquiries/admin';
import { getEnv } from '@/lib/env';
import type { NavViewer } from './admin-nav-items';

/** What the navigation shows this admin: the owner's pages, the backup, the counts waiting. */
export async function navViewerFor(user: AuthUser): Promise<NavViewer> {
  const [owner, newInquiries] = await Promise.all([
    isOwner(user).catch(() => false),
    // The count is a convenience: a database hiccup must not take the whole workspace down.
    countNewInquiries(user).catch(() => 0),
  ]);
  return { owner, embedded: getEnv().mode === 'embedded', counts: { newInquiries } };
}
