import { backupDownload, withKeyRequest } from '@/lib/backup/download';
import { readJson } from '@/lib/http/request';
import { userRoute } from '@/lib/http/route';

/**
 * The owner's backup (embedded mode; lib/backup/download.ts). GET: the default download, a plain
 * request that changes nothing, without the encryption key. POST: the same with the key, for the
 * owner who re-enters the password ({ includeEncryptionKey: true, password }). The GET changes
 * nothing but hands over everything, so it too confirms the session (an ended one is refused).
 */
export const GET = userRoute(async ({ user }) => backupDownload(user), { admin: true, confirmSession: true });

export const POST = userRoute(
  async ({ request, user }) => backupDownload(user, () => readJson(request, withKeyRequest, 4 * 1024)),
  { admin: true },
);
