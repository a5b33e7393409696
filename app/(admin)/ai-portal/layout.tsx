import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { navViewerFor } from '@/app/(admin)/_components/admin-nav/nav-viewer';
import { ImageHostsProvider } from '@/app/(admin)/ai-portal/_components/markdown/image-hosts';
import { requireUser } from '@/lib/auth';
import { getEnv } from '@/lib/env';
import { getPortalAvailability } from '@/lib/ai/availability';
import { AiPortal } from './_components/ai-portal';
import { SetupRequired } from './_components/setup-required';
import { NAV_HIDDEN, PORTAL_NAV_COOKIE } from './_components/shell/nav-preference';
import { PortalShell } from './_components/shell/portal-shell';

export const metadata: Metadata = { title: 'AI Command Portal', robots: { index: false } };

/**
 * One portal for every chat address (/ai-portal, /ai-portal/c/[id]): the layout stays mounted
 * while the address changes, so opening another chat, Back and Forward swap the conversation
 * without drawing the page again. The pages below only check the address on the server.
 */
export default async function AiPortalLayout({ children }: { children: React.ReactNode }) {
  const user = await requireUser();
  const { setupRequired, sqlEditorUrl } = await getPortalAvailability(user);
  if (setupRequired) {
    return (
      <main id="main" className="mx-auto flex min-h-dvh max-w-5xl items-center p-4 sm:p-6">
        <SetupRequired sqlEditorUrl={sqlEditorUrl} />
      </main>
    );
  }
  const [viewer, jar] = await Promise.all([user.isAdmin ? navViewerFor(user) : null, cookies()]);
  return (
    <PortalShell viewer={viewer} email={user.email} navHidden={jar.get(PORTAL_NAV_COOKIE)?.value === NAV_HIDDEN}>
      <ImageHostsProvider hosts={getEnv().CHAT_IMAGE_HOSTS}>
        <AiPortal>{children}</AiPortal>
      </ImageHostsProvider>
    </PortalShell>
  );
}
