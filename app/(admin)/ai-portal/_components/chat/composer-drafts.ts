import { useState } from 'react';
import type { ChosenFile } from '../attachments/chosen-files';

/** What is written in a chat's message box and not sent yet: its text and its chosen files. */
export type ComposerDraft = { text: string; files: ChosenFile[] };

export type ComposerDrafts = {
  get(sessionId: string): ComposerDraft | undefined;
  save(sessionId: string, draft: ComposerDraft): void;
  /** A send refused after the user left its chat: the message goes back to that chat's box, unless something new is there. */
  giveBack(sessionId: string, draft: ComposerDraft): void;
};

/**
 * One draft per chat session, kept in memory for the page's life: a message half written in one
 * chat stays there (and is not sent to another) when the user opens another chat, and comes back
 * with that chat.
 */
export function useComposerDrafts(): ComposerDrafts {
  const [drafts] = useState(() => {
    const kept = new Map<string, ComposerDraft>();
    return {
      get: (sessionId: string) => kept.get(sessionId),
      save: (sessionId: string, draft: ComposerDraft) => void kept.set(sessionId, draft),
      giveBack(sessionId: string, draft: ComposerDraft) {
        const now = kept.get(sessionId);
        kept.set(sessionId, {
          text: now?.text || draft.text,
          files: now?.files.length ? now.files : draft.files,
        });
      },
    };
  });
  return drafts;
}
