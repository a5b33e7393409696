'use client';

import { FolderPlusIcon } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Field } from '@/components/forms/field';
import { FormError } from '@/components/forms/form-error';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { PROJECT_INSTRUCTIONS_MAX, PROJECT_NAME_MAX } from '@/lib/ai/projects/limits';
import { createProject } from './projects-api';
import { projectPath } from './project-paths';
import { projectsStore } from './projects-store';

/** "New project": a name and instructions, then the project's page, where its files are added. */
export function NewProjectDialog() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '').trim();
    if (!name) return setError('Give the project a name.');
    setSaving(true);
    const result = await createProject({ name, instructions: String(form.get('instructions') ?? '') });
    setSaving(false);
    if (!result.ok) return setError(result.message || 'The project could not be created. Try again.');
    setOpen(false);
    void projectsStore.reload();
    router.push(projectPath(result.data.id));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <FolderPlusIcon aria-hidden /> New project
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={(event) => void submit(event)} className="space-y-4">
          <DialogHeader>
            <DialogTitle>New project</DialogTitle>
            <DialogDescription>
              Chats in a project get its instructions and can draw on its files. Add files on the project&apos;s page.
            </DialogDescription>
          </DialogHeader>
          <FormError message={error} />
          <Field label="Name">
            <Input name="name" required maxLength={PROJECT_NAME_MAX} autoComplete="off" />
          </Field>
          <Field label="Instructions" hint="Sent before each chat's own instructions.">
            <Textarea name="instructions" rows={5} maxLength={PROJECT_INSTRUCTIONS_MAX} />
          </Field>
          <DialogFooter>
            <Button type="submit" disabled={saving}>
              Create project
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
