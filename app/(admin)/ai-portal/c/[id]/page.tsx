import { notFound } from 'next/navigation';
import { requireUser } from '@/lib/auth';
import { reposFor } from '@/lib/auth/repos';
import { isUuid } from '@/lib/data/ids';

type Props = { params: Promise<{ id: string }> };

/**
 * /ai-portal/c/[id]: one chat's address. The layout's portal opens the chat; this checks it on the
 * server, through the user's own repos (the database's row-level security in Supabase mode), so
 * another user's chat, a deleted one or a made-up id answers 404, not an empty portal.
 */
export default async function ChatPage({ params }: Props) {
  const { id } = await params;
  const user = await requireUser();
  if (!isUuid(id)) notFound();
  const session = await (await reposFor(user)).chats.getSession(id);
  if (!session) notFound();
  return null;
}
