'use client';

import { Trash2Icon } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { Button } from '@/components/ui/button';
import type { ChatProject } from '@/lib/data/port';
import { refreshSessions } from './new-chat-in-project';
import { deleteProject } from './projects-api';
import { projectsStore } from './projects-store';

const chatsWord = (count: number) => (count === 1 ? '1 chat' : `${count} chats`);

/** Deleting a project asks what becomes of its chats: kept (outside any project) or deleted too. */
export function DeleteProjectDialog({ project, chatCount }: { project: ChatProject; chatCount: number }) {
  const router = useRouter();
  const remove = async (chats: 'keep' | 'delete') => {
    const result = await deleteProject(project.id, chats);
    if (!result.ok) {
      console.error('Deleting a project failed', result.message);
      return toast.error('Error', { description: 'The project could not be deleted. Try again.' });
    }
    // Chats deleted with it leave the session list too.
    await Promise.all([projectsStore.reload(), chats === 'delete' ? refreshSessions() : null]);
    toast.success('Project deleted');
    router.replace('/ai-portal');
  };
  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="outline" size="sm">
          <Trash2Icon aria-hidden /> Delete project
        </Button>
      }
      title={`Delete “${project.name}”?`}
      description={`Its instructions and files are deleted. It has ${chatsWord(chatCount)}: keep them (they stay in your session list, outside any project) or delete them too.`}
      alternative={{ label: 'Delete, keep chats', onSelect: () => void remove('keep') }}
      confirm="Delete with its chats"
      destructive
      onConfirm={() => void remove('delete')}
    />
  );
}
