'use client';

import { Trash2Icon } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import type { ChatProject } from '@/lib/data/port';
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
    await projectsStore.reload();
    toast.success('Project deleted');
    router.replace('/ai-portal');
  };
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <Trash2Icon aria-hidden /> Delete project
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete “{project.name}”?</AlertDialogTitle>
          <AlertDialogDescription>
            Its instructions and files are deleted. It has {chatsWord(chatCount)}: keep them (they stay in your session
            list, outside any project) or delete them too.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="outline" onClick={() => void remove('keep')}>
            Delete, keep chats
          </AlertDialogAction>
          <AlertDialogAction variant="destructive" onClick={() => void remove('delete')}>
            Delete with its chats
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
