'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import type { ContentRow } from '@/lib/data/port';
import { saveSectionContent } from './content-api';

export type SaveProblem = { message: string; fieldErrors: Record<string, string[]>; conflict: boolean };

/** Saving one section: the PATCH, its toasts, and what went wrong (kept until the next attempt). */
export function useSectionSave(options: {
  id: string;
  content: unknown;
  expectedUpdatedAt: string;
  onSaved: (section: ContentRow) => void;
}) {
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<SaveProblem | null>(null);

  async function save() {
    setSaving(true);
    setProblem(null);
    const { id, content, expectedUpdatedAt } = options;
    const outcome = await saveSectionContent({ id, content, expectedUpdatedAt });
    setSaving(false);
    if (outcome.ok) {
      toast.success('Success', { description: 'Content updated successfully' });
      options.onSaved(outcome.data);
      return;
    }
    if (outcome.code === 'conflict') {
      // The edits stay in the draft: the editor decides whether to reload and lose them.
      const message = outcome.message || 'Someone else changed this section.';
      setProblem({ message, fieldErrors: {}, conflict: true });
      toast.error('Error', { description: message });
      return;
    }
    if (outcome.code === 'invalid_input') {
      const message = outcome.message || 'This content cannot be saved.';
      setProblem({ message, fieldErrors: outcome.fieldErrors ?? {}, conflict: false });
    } else if (outcome.message) setProblem({ message: outcome.message, fieldErrors: {}, conflict: false });
    toast.error('Error', { description: 'Failed to save content' });
  }

  return { saving, problem, save, clearProblem: () => setProblem(null) };
}
