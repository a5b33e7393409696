'use client';

import { ScrollTextIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Field } from '@/components/forms/field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import type { ChatSession } from '@/lib/data/port';
import { updateSession } from '../portal-api';

// Kept in step with SYSTEM_PROMPT_MAX in app/api/portal/schemas.ts (server-only module).
const MAX = 4000;

/** The session's own system prompt: sent first on every message of this chat, before memories. */
export function SessionInstructions({
  session,
  onSaved,
  openRequest = 0,
}: {
  session: ChatSession;
  onSaved: (s: ChatSession) => void;
  /** Bumped by the chat's menu on a phone, where this button is hidden: opens the dialog. */
  openRequest?: number;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(session.systemPrompt);
  const [saving, setSaving] = useState(false);
  const active = session.systemPrompt.length > 0;

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const result = await updateSession(session.id, { systemPrompt: draft });
    setSaving(false);
    // Refused: the draft stays in the field, so nothing typed is lost.
    if (!result.ok) return toast.error('Error', { description: result.message || 'Failed to save the instructions.' });
    onSaved(result.data);
    toast.success(result.data.systemPrompt ? 'Instructions saved' : 'Instructions removed');
    setOpen(false);
  };

  const change = (next: boolean) => {
    if (saving) return;
    if (next) setDraft(session.systemPrompt);
    setOpen(next);
  };
  // A new request from the menu opens it (state adjusted while rendering, as React advises for a changed prop).
  const [seenRequest, setSeenRequest] = useState(openRequest);
  if (openRequest !== seenRequest) {
    setSeenRequest(openRequest);
    change(true);
  }

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        {/* On a phone the chat's menu opens it: the header row keeps room for the title. */}
        <Button type="button" variant="outline" size="sm" className="shrink-0 max-sm:hidden">
          <ScrollTextIcon aria-hidden />
          {/* On a phone the header row keeps one line: the icon, its name for screen readers. */}
          <span className="max-sm:sr-only">{active ? 'Instructions (on)' : 'Instructions'}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Instructions for this chat</DialogTitle>
          <DialogDescription>
            Sent to the model first on every message in this chat. Your memories are still added after them.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void save(event)} className="space-y-3">
          <Field id="session-instructions" label="Instructions" className="space-y-3">
            <Textarea
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              maxLength={MAX}
              rows={8}
              placeholder="e.g. Answer briefly, as a senior engineer reviewing my plan."
              aria-describedby="session-instructions-count"
            />
          </Field>
          <p id="session-instructions-count" className="text-right text-xs text-muted-foreground">
            {draft.length} / {MAX}
          </p>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={saving}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : 'Save Instructions'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
