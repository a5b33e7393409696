import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ChangePasswordForm } from './change-password-form';
import { SignOutOthers } from './sign-out-others';

/** The signed-in admin's own account: password and sessions. */
export function AccountSecurity() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="font-mono tracking-widest">Account Security</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-8 md:grid-cols-2">
        <ChangePasswordForm />
        <SignOutOthers />
      </CardContent>
    </Card>
  );
}
