import type { Metadata } from 'next';
import { ImageHostsProvider } from '@/app/(admin)/ai-portal/_components/markdown/image-hosts';
import { requireUser } from '@/lib/auth';
import { getEnv } from '@/lib/env';
import { getPortalAvailability } from '@/lib/ai/availability';
import { AiPortal } from './_components/ai-portal';
import { SetupRequired } from './_components/setup-required';

export const metadata: Metadata = { title: 'AI Command Portal', robots: { index: false } };

export default async function AiPortalPage() {
  const user = await requireUser();
  const { setupRequired, sqlEditorUrl } = await getPortalAvailability(user);
  if (setupRequired) {
    return (
      <main id="main" className="mx-auto flex min-h-dvh max-w-5xl items-center p-4 sm:p-6">
        <SetupRequired sqlEditorUrl={sqlEditorUrl} />
      </main>
    );
  }
  // One window tall: the page itself never scrolls; the conversation and the columns scroll inside.
  return (
    <main id="main" className="mx-auto flex h-dvh max-w-7xl flex-col gap-3 p-3 max-sm:gap-2 max-sm:p-2 sm:gap-4 sm:p-6">
      {/* On a phone the chat needs the height: the heading stays for screen readers, the account line goes. */}
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 border-b pb-2 max-sm:sr-only sm:pb-3">
        <h1 className="font-mono text-lg font-bold tracking-widest sm:text-2xl">AI COMMAND PORTAL</h1>
        <p className="min-w-0 truncate text-sm text-muted-foreground">
          Signed in as <span className="text-foreground">{user.email}</span>
        </p>
      </header>
      <ImageHostsProvider hosts={getEnv().CHAT_IMAGE_HOSTS}>
        <AiPortal />
      </ImageHostsProvider>
    </main>
  );
}
