'use client';

import { FolderIcon } from 'lucide-react';
import Link from 'next/link';
import { projectPath } from './project-paths';
import { projectsStore } from './projects-store';

/**
 * In a chat's header: the project the chat is in (its page), or nothing. Its icon only (the name
 * as its tooltip) unless the window is wide: the chat's title keeps the room.
 */
export function ProjectLink({ sessionId }: { sessionId: string }) {
  const project = projectsStore.use().find((item) => item.sessionIds.includes(sessionId));
  if (!project) return null;
  return (
    <Link
      href={projectPath(project.id)}
      title={`In the project ${project.name}`}
      className="flex max-w-40 shrink-0 items-center gap-1 rounded-md px-1.5 py-1 text-xs text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <FolderIcon aria-hidden className="size-4 shrink-0 text-primary" />
      <span className="sr-only">Project: </span>
      <span className="sr-only truncate 2xl:not-sr-only">{project.name}</span>
    </Link>
  );
}
