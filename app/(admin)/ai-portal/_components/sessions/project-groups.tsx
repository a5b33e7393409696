'use client';

import { ChevronDownIcon, ChevronRightIcon, FolderIcon } from 'lucide-react';
import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import type { ChatSession, ProjectListing } from '@/lib/data/port';
import { projectPath } from '../projects/project-paths';

type Props = {
  sessions: ChatSession[];
  projects: readonly ProjectListing[];
  /** One chat's row; `projectId`: the project it is listed under (null: none). */
  renderSession: (session: ChatSession, projectId: string | null) => ReactNode;
};

/**
 * The chats grouped under their projects (each group folds away), then the chats in none. Each
 * group keeps the list's order (pinned first, then newest activity).
 */
export function GroupedSessions({ sessions, projects, renderSession }: Props) {
  const projectOf = new Map(projects.flatMap((project) => project.sessionIds.map((id) => [id, project.id] as const)));
  const loose = sessions.filter((session) => !projectOf.has(session.id));
  return (
    <div className="space-y-2 pr-3">
      {projects.map((project) => (
        <ProjectGroup
          key={project.id}
          project={project}
          chats={sessions.filter((session) => projectOf.get(session.id) === project.id)}
          renderSession={renderSession}
        />
      ))}
      {loose.length > 0 && (
        <ul className="space-y-1" aria-label="Sessions">
          {loose.map((session) => renderSession(session, null))}
        </ul>
      )}
    </div>
  );
}

function ProjectGroup({
  project,
  chats,
  renderSession,
}: { project: ProjectListing; chats: ChatSession[] } & Pick<Props, 'renderSession'>) {
  const [open, setOpen] = useState(true);
  const listId = `project-chats-${project.id}`;
  const Chevron = open ? ChevronDownIcon : ChevronRightIcon;
  return (
    <section aria-label={`Project ${project.name}`}>
      <div className="flex items-center gap-1 rounded-md text-sm">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={`${open ? 'Fold' : 'Unfold'} ${project.name}`}
          onClick={() => setOpen(!open)}
          className="rounded-md p-1.5 text-muted-foreground outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <Chevron aria-hidden className="size-4" />
        </button>
        <Link
          href={projectPath(project.id)}
          className="flex min-w-0 flex-1 items-center gap-1.5 rounded-md px-1 py-1.5 font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <FolderIcon aria-hidden className="size-4 shrink-0 text-primary" />
          <span className="truncate">{project.name}</span>
          <span className="shrink-0 text-xs font-normal text-muted-foreground">{chats.length}</span>
        </Link>
      </div>
      {open && (
        <ul id={listId} className="ml-4 space-y-1 border-l pl-2" aria-label={`Chats in ${project.name}`}>
          {chats.length ? (
            chats.map((session) => renderSession(session, project.id))
          ) : (
            <li className="px-3 py-1 text-xs text-muted-foreground">No chats yet.</li>
          )}
        </ul>
      )}
    </section>
  );
}
