import type { Metadata } from 'next';
import { AdminPageHeader } from '@/app/(admin)/_components/admin-page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { mailPageState, type MailPageState } from '@/lib/mail/settings';
import { requireOwnerPage } from '../owner-guard';
import { MailSettingsForm } from './_components/mail-settings-form';
import { TestMail } from './_components/test-mail';

export const metadata: Metadata = { title: 'E-mail', robots: { index: false } };

/** Where the site's mail goes now, in words. */
function currentSetup({ saved, serverConfigured }: MailPageState): string {
  if (saved)
    return `Mail goes through ${saved.host} (port ${saved.port}), as saved below.${serverConfigured ? ' These settings are used instead of the mail server set up in the server’s own settings.' : ''}`;
  if (serverConfigured)
    return 'Mail is set up in the server’s own settings (by whoever installed the site), and works. Save settings below to use another mail server instead.';
  return 'No mail server is set up: new inquiries are not e-mailed to you and wait on the Inquiries page, and replies are written in your own e-mail app.';
}

/** The owner's page: the mail server that sends notifications, the daily summary and replies to inquiries. */
export default async function EmailSettingsPage() {
  const user = await requireOwnerPage();
  const state = await mailPageState(user);
  return (
    <main id="main" className="mx-auto max-w-3xl space-y-6 p-4 sm:p-6">
      <AdminPageHeader title="E-MAIL" email={user.email} />
      <Card>
        <CardHeader>
          <CardTitle className="font-mono tracking-widest">
            <h2>Mail server</h2>
          </CardTitle>
          <CardDescription>
            The site e-mails you each new inquiry and a daily summary of unverified ones, and sends your replies from
            the Inquiries page, through this mail server (your e-mail provider’s SMTP settings: they are in its help
            pages, often under “IMAP/SMTP” or “other mail apps”).
          </CardDescription>
          <p role="status" className="rounded-md border bg-muted/40 p-3 text-sm">
            {currentSetup(state)}
          </p>
        </CardHeader>
        <CardContent>
          <MailSettingsForm saved={state.saved} />
        </CardContent>
      </Card>
      <TestMail configured={Boolean(state.saved) || state.serverConfigured} fromPage={Boolean(state.saved)} />
    </main>
  );
}
