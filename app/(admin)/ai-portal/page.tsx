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
  return (
    <main id="main" className="mx-auto max-w-7xl space-y-6 p-4 sm:p-6">
      <header className="border-b pb-4">
        <h1 className="font-mono text-2xl font-bold tracking-widest">AI COMMAND PORTAL</h1>
        <p className="text-sm text-muted-foreground">
          Signed in as <span className="text-foreground">{user.email}</span>
        </p>
      </header>
      <ImageHostsProvider hosts={getEnv().CHAT_IMAGE_HOSTS}>
        <AiPortal />
      </ImageHostsProvider>
    </main>
  );
}
