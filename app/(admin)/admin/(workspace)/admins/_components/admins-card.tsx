import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { adminActivity, adminOverview } from '@/lib/admins/manage';
import type { AuthUser } from '@/lib/auth/types';
import { isAppError } from '@/lib/errors';
import { AdminsManager } from './admins-manager';

/** Who is an admin and who may become one; the owner changes both, other admins read them. */
export async function AdminsCard({ user }: { user: AuthUser }) {
  const overview = await adminOverview(user).catch((error: unknown) =>
    isAppError(error) ? error : Promise.reject(error),
  );
  const activity = isAppError(overview) ? null : await adminActivity(user);
  if (isAppError(overview)) {
    return (
      <Card>
        <CardHeader>
          <CardTitle className="font-mono tracking-widest">
            <h2>Admins</h2>
          </CardTitle>
        </CardHeader>
        <CardContent role="alert" className="text-sm">
          The admins could not be loaded: {overview.message}
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle className="font-mono tracking-widest">
          <h2>Admins</h2>
        </CardTitle>
        <CardDescription>
          {overview.canManage
            ? 'You are the owner: allow an e-mail to let that person register as an admin, remove an admin, require a second factor, and see each admin’s account activity.'
            : 'Only the owner can change these lists.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <AdminsManager initial={overview} currentUserId={user.id} activity={activity} />
      </CardContent>
    </Card>
  );
}
