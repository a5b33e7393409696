'use client';

import { PinIcon, PlusIcon } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ScrollArea } from '@/components/ui/scroll-area';
import { Spinner } from '@/components/ui/spinner';
import type { ChatSession, ProjectListing } from '@/lib/data/port';
import { cn } from '@/lib/utils';
import { LocalTime } from '@/app/(admin)/_components/local-time';
import { AFTER_DELETE_FOCUS, DeleteSessionButton } from './delete-session-button';
import { ImportChatsDialog } from './import-chats-dialog';
import { NewProjectDialog } from '../projects/new-project-dialog';
import { moveToProject } from '../projects/projects-api';
import { projectsStore } from '../projects/projects-store';
import { GroupedSessions } from './project-groups';
import { SessionActionsMenu } from './session-actions-menu';
import { SessionExportMenu } from './session-export-menu';
import type { SessionLabels } from './session-labels';
import { SessionSearchBox, SessionSearchResults } from './session-search';
import { useSessionSearch } from './use-session-search';
import { TitleEditor } from './title-editor';

type Props = {
  sessions: ChatSession[] | null;
  activeId: string | null;
  onSelect: (id: string, at?: string) => void;
  onCreate: () => void;
  onDelete: (id: string) => void;
  /** After an import: the list is read again. */
  onImported: () => void;
  /** Rename and pin a chat (the list comes back in the server's order, pinned first). */
  labels: SessionLabels;
};

export function SessionList({ sessions, activeId, onSelect, onCreate, onDelete, onImported, labels }: Props) {
  const [query, setQuery] = useState('');
  const search = useSessionSearch(query);
  const projects = projectsStore.use();
  return (
    // Grows with the column (its list at least the spec's 300 px), so a tall window shows more sessions.
    <Card className="flex-1 gap-3 py-4" role="region" aria-labelledby="chat-sessions-title">
      <CardHeader>
        <CardTitle>
          <h2 id="chat-sessions-title" className="font-mono tracking-widest">
            Chat Sessions
          </h2>
        </CardTitle>
        <CardAction className="flex gap-2">
          <ImportChatsDialog onImported={onImported} />
          <Button type="button" size="sm" onClick={onCreate} {...{ [AFTER_DELETE_FOCUS]: '' }}>
            <PlusIcon aria-hidden /> New<span className="sr-only"> Session</span>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 px-3">
        <SessionSearchBox query={query} onChange={setQuery} />
        <div>
          <NewProjectDialog />
        </div>
        {/* Radix wraps the content in a display:table box that grows with the longest title; block keeps titles truncated. */}
        <ScrollArea
          className="min-h-[300px] flex-1 basis-[300px] [&_[data-slot=scroll-area-viewport]>div]:block!"
          data-testid="session-scroll-area"
        >
          {search.status !== 'idle' ? (
            <SessionSearchResults state={search} activeId={activeId} onSelect={onSelect} />
          ) : sessions === null ? (
            <p className="flex items-center gap-2 p-3 text-sm text-muted-foreground">
              <Spinner aria-hidden aria-label={undefined} role={undefined} /> Loading sessions...
            </p>
          ) : sessions.length === 0 && projects.length === 0 ? (
            <p className="p-3 text-sm text-muted-foreground">No sessions yet. Create one to start chatting.</p>
          ) : (
            <GroupedSessions
              sessions={sessions}
              projects={projects}
              renderSession={(session, projectId) => (
                <SessionItem
                  key={session.id}
                  session={session}
                  active={session.id === activeId}
                  onSelect={onSelect}
                  onDelete={onDelete}
                  labels={labels}
                  projects={projects}
                  projectId={projectId}
                />
              )}
            />
          )}
        </ScrollArea>
      </CardContent>
    </Card>
  );
}

function SessionItem({
  session,
  active,
  onSelect,
  onDelete,
  labels,
  projects,
  projectId,
}: { session: ChatSession; active: boolean; projects: readonly ProjectListing[]; projectId: string | null } & Pick<
  Props,
  'onSelect' | 'onDelete' | 'labels'
>) {
  const [renaming, setRenaming] = useState(false);
  const router = useRouter();
  return (
    <li
      className={cn(
        'flex items-center gap-1 rounded-md border border-transparent',
        active ? 'border-primary/60 bg-primary/15' : 'hover:bg-accent/50',
      )}
    >
      {renaming ? (
        <TitleEditor
          initial={session.title}
          onSave={(title) => labels.rename(session.id, title)}
          onDone={() => setRenaming(false)}
          className="px-1 py-1.5"
        />
      ) : (
        <button
          type="button"
          aria-current={active ? 'true' : undefined}
          onClick={() => onSelect(session.id)}
          className="min-w-0 flex-1 rounded-md px-3 py-2 text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <span className="flex items-center gap-1.5 text-sm font-medium">
            {session.pinned && <PinIcon aria-label="Pinned" role="img" className="size-3.5 shrink-0 text-primary" />}
            <span className="truncate">{session.title}</span>
          </span>
          <span className="block text-xs text-muted-foreground">
            <LocalTime iso={session.updatedAt} />
          </span>
        </button>
      )}
      <SessionActionsMenu
        title={session.title}
        pinned={session.pinned}
        onRename={() => setRenaming(true)}
        onPin={(pinned) => labels.pin(session.id, pinned)}
        projects={[...projects]}
        projectId={projectId}
        // A project's page shown beside the list lists its chats again (its server read).
        onMove={(target) => void moveChat(session.id, target).then(() => router.refresh())}
      />
      <SessionExportMenu id={session.id} title={session.title} />
      <DeleteSessionButton title={session.title} onConfirm={() => onDelete(session.id)} />
    </li>
  );
}

/** Moves the chat into a project or out of one; the groups follow once the server has it. */
async function moveChat(sessionId: string, projectId: string | null) {
  const result = await moveToProject(sessionId, projectId);
  if (!result.ok) {
    console.error('Moving a chat failed', result.message);
    toast.error('Error', { description: 'The chat could not be moved. Try again.' });
  }
  await projectsStore.reload();
}
