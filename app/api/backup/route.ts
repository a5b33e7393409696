import { backupDownload, withKeyRequest } from '@/lib/backup/download';
import { assertSameOrigin, readJson } from '@/lib/http/request';
import { userRoute } from '@/lib/auth/user-route';

/**
 * The owner's backup (embedded mode; lib/backup/download.ts). GET: the default download, a plain
 * request that changes nothing, without the encryption key. POST: the same with the key, for the
 * owner who re-enters the password ({ includeEncryptionKey: true, password }). The GET changes
 * nothing but hands over everything, so it too confirms the session (an ended one is refused), and
 * it is refused when another site starts it: a cross-site link carries the owner's Lax cookie and
 * would make a full copy under the database lock.
 */
export const GET = userRoute(
  async ({ request, user }) => {
    assertSameOrigin(request);
    return backupDownload(user);
  },
  { admin: true, confirmSession: true },
);

export const POST = userRoute(
  async ({ request, user }) => backupDownload(user, () => readJson(request, withKeyRequest, 4 * 1024)),
  { admin: true },
);
