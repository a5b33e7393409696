'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { Field } from '@/components/forms/field';
import { FormError } from '@/components/forms/form-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { ChatProject } from '@/lib/data/port';
import { PROJECT_INSTRUCTIONS_MAX, PROJECT_NAME_MAX } from '@/lib/ai/projects/limits';
import { updateProject } from './projects-api';
import { projectsStore } from './projects-store';

type Props = { project: ChatProject; onSaved: (project: ChatProject) => void };

/** The project's name and instructions, saved together; a refusal keeps what was typed. */
export function ProjectDetailsForm({ project, onSaved }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '').trim();
    if (!name) return setError('Give the project a name.');
    setSaving(true);
    const result = await updateProject(project.id, { name, instructions: String(form.get('instructions') ?? '') });
    setSaving(false);
    if (!result.ok) return setError(result.message || 'The project could not be saved. Try again.');
    setError(null);
    onSaved(result.data);
    void projectsStore.reload();
    toast.success('Project saved');
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4">
      <FormError message={error} />
      <Field label="Name">
        <Input name="name" defaultValue={project.name} required maxLength={PROJECT_NAME_MAX} autoComplete="off" />
      </Field>
      <Field label="Instructions" hint="Every chat in this project gets these first, before its own instructions.">
        <Textarea
          name="instructions"
          defaultValue={project.instructions}
          rows={6}
          maxLength={PROJECT_INSTRUCTIONS_MAX}
        />
      </Field>
      <Button type="submit" disabled={saving}>
        Save
      </Button>
    </form>
  );
}
