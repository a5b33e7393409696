'use client';

import type { ChatSession } from '@/lib/data/port';
import { moveToProject } from './projects-api';
import { projectsStore } from './projects-store';

type Create = () => Promise<ChatSession | null>;
// The portal's own "New" (../sessions/use-sessions): the model chosen, the list updated. One
// portal is mounted at a time; its layout stays while a project's page shows in it.
let createChat: Create | null = null;

/** The portal offers its way of storing a new chat; the returned function withdraws it. */
export function offerChatCreation(create: Create): () => void {
  createChat = create;
  return () => {
    if (createChat === create) createChat = null;
  };
}

/**
 * "New chat in this project": a chat stored as New stores one, then put into the project; its
 * id, or null when refused (the portal's toast, or `onRefused`, says why).
 */
export async function newChatInProject(projectId: string, onRefused: (message: string) => void) {
  const session = await createChat?.();
  if (!session) return null;
  const moved = await moveToProject(session.id, projectId);
  if (!moved.ok) onRefused(moved.message || 'The chat could not be put into the project.');
  await projectsStore.reload();
  return session.id;
}
