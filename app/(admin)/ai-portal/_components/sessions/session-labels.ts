import { toast } from 'sonner';
import type { ChatSession } from '@/lib/data/port';
import { updateSession } from '../portal-api';

/** What the list and the chat header need to rename and pin a chat; `changed` updates the list. */
export type SessionLabels = {
  rename: (id: string, title: string) => void;
  pin: (id: string, pinned: boolean) => void;
};

/** Rename and pin through PATCH /api/portal/sessions/[id]; a refusal says so in a toast (nothing in a thread failed). */
export function sessionLabels(changed: (session: ChatSession) => void): SessionLabels {
  const save = (id: string, changes: { title?: string; pinned?: boolean }, failure: string) =>
    void updateSession(id, changes).then((result) => {
      if (result.ok) return changed(result.data);
      toast.error(failure, { description: result.message || 'Check the connection and try again.' });
    });
  return {
    rename: (id, title) => save(id, { title }, 'The chat was not renamed'),
    pin: (id, pinned) => save(id, { pinned }, pinned ? 'The chat was not pinned' : 'The chat was not unpinned'),
  };
}
