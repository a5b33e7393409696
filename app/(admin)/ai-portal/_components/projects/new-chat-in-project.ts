'use client';

import type { ChatSession } from '@/lib/data/port';
import { moveToProject } from './projects-api';
import { projectsStore } from './projects-store';

/** What the portal's session list (../sessions/use-sessions) offers a project's page. */
type Portal = {
  /** The portal's own "New": the model chosen, the list updated. */
  create: () => Promise<ChatSession | null>;
  /** Reads the session list again (after chats were deleted with their project). */
  refresh: () => Promise<void>;
};
// One portal is mounted at a time; its layout stays while a project's page shows in it.
let portal: Portal | null = null;

/** The portal offers its session list's ways; the returned function withdraws them. */
export function offerPortal(offered: Portal): () => void {
  portal = offered;
  return () => {
    if (portal === offered) portal = null;
  };
}

/** The session list read again, when a portal is there to show it. */
export const refreshSessions = () => portal?.refresh() ?? Promise.resolve();

/**
 * "New chat in this project": a chat stored as New stores one, then put into the project; its
 * id, or null when refused (the portal's toast, or `onRefused`, says why).
 */
export async function newChatInProject(projectId: string, onRefused: (message: string) => void) {
  const session = await portal?.create();
  if (!session) return null;
  const moved = await moveToProject(session.id, projectId);
  if (!moved.ok) onRefused(moved.message || 'The chat could not be put into the project.');
  await projectsStore.reload();
  return session.id;
}
