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
    switch (outcome.kind) {
      case 'saved':
        toast.success('Success', { description: 'Content updated successfully' });
        options.onSaved(outcome.section);
        return;
      case 'invalid':
        setProblem({ message: outcome.message, fieldErrors: outcome.fieldErrors, conflict: false });
        toast.error('Error', { description: 'Failed to save content' });
        return;
      case 'conflict':
        // The edits stay in the draft: the editor decides whether to reload and lose them.
        setProblem({ message: outcome.message, fieldErrors: {}, conflict: true });
        toast.error('Error', { description: outcome.message });
        return;
      default:
        if (outcome.message) setProblem({ message: outcome.message, fieldErrors: {}, conflict: false });
        toast.error('Error', { description: 'Failed to save content' });
    }
  }

  return { saving, problem, save, clearProblem: () => setProblem(null) };
}
