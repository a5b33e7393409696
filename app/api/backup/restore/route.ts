import { restoreUpload } from '@/lib/backup/restore-upload';
import { userRoute } from '@/lib/auth/user-route';

/**
 * The owner's restore from the Backup page (lib/backup/restore-upload.ts): a multipart body with
 * the backup file (`backup`) and the owner's password (`password`). 202 once the file is checked
 * and staged; the server then restarts with it.
 */
export const POST = userRoute(async ({ request, user }) => restoreUpload(user, request), { admin: true });
