'use client';

import { MessageSquarePlusIcon } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import type { ProjectPageAnswer } from '@/app/api/portal/projects/[id]/schema';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LocalTime } from '@/app/(admin)/_components/local-time';
import { chatPath } from '../use-chat-address';
import { DeleteProjectDialog } from './delete-project-dialog';
import { newChatInProject } from './new-chat-in-project';
import { ProjectDetailsForm } from './project-details-form';
import { ProjectFiles } from './project-files';
import { ProjectTools } from './project-tools';

/**
 * A project's page, in the portal in place of the chat: its name and instructions, its files,
 * its tools, its chats (each opens in the portal), a new chat in it, and deleting it.
 */
export function ProjectPage({ initial }: { initial: ProjectPageAnswer }) {
  const router = useRouter();
  const [project, setProject] = useState(initial.project);
  const [starting, setStarting] = useState(false);

  const startChat = async () => {
    setStarting(true);
    const id = await newChatInProject(project.id, (message) => toast.error('Error', { description: message }));
    setStarting(false);
    if (id) router.push(chatPath(id));
  };

  return (
    <div className="min-h-0 flex-1 space-y-4 overflow-y-auto overscroll-contain pb-6">
      <Card className="gap-4 py-4">
        <CardHeader>
          {/* min-w-0: a long name is cut with an ellipsis instead of pushing Delete off a phone's screen. */}
          <CardTitle className="min-w-0">
            <h2 className="truncate text-lg leading-normal">{project.name}</h2>
          </CardTitle>
          <CardAction>
            <DeleteProjectDialog project={project} chatCount={initial.chats.length} />
          </CardAction>
        </CardHeader>
        <CardContent>
          <ProjectDetailsForm project={project} onSaved={setProject} />
        </CardContent>
      </Card>
      <ProjectFiles projectId={project.id} initial={initial.files} />
      <ProjectTools projectId={project.id} />
      <Card className="gap-3 py-4" role="region" aria-labelledby="project-chats-title">
        <CardHeader>
          <CardTitle>
            <h3 id="project-chats-title">Chats</h3>
          </CardTitle>
          <CardAction>
            <Button type="button" size="sm" disabled={starting} onClick={() => void startChat()}>
              <MessageSquarePlusIcon aria-hidden /> New chat in this project
            </Button>
          </CardAction>
        </CardHeader>
        <CardContent>
          {initial.chats.length ? (
            <ul className="divide-y" aria-label="Chats in this project">
              {initial.chats.map((chat) => (
                <li key={chat.id} className="flex items-center gap-3 py-2 text-sm">
                  <Link href={chatPath(chat.id)} className="min-w-0 flex-1 truncate font-medium hover:underline">
                    {chat.title}
                  </Link>
                  <span className="shrink-0 text-xs text-muted-foreground">
                    <LocalTime iso={chat.updatedAt} />
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">
              No chats yet. Start one here, or move a chat in with its menu in the session list.
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
