import { useRef, useState } from 'react';
import type { ChatSession } from '@/lib/data/port';

type Options = {
  /** The chat shown; null: the new chat, not stored yet. */
  activeId: string | null;
  /** Stores a new chat with the model chosen and shows it (null: refused, and said so). */
  create: () => Promise<ChatSession | null>;
  /** Gives the stored chat its address in place of /ai-portal. */
  named: (id: string) => void;
};

/**
 * The chat a message goes to: the one shown at once, or the new chat (/ai-portal), stored as its
 * first message is sent and given its own address then. A second send while it is being stored
 * goes to the same chat. `bornHere`: the chat so stored, which keeps the new chat's message box.
 */
export function useSendTarget({ activeId, create, named }: Options) {
  const [bornHere, setBornHere] = useState<string | null>(null);
  const storing = useRef<Promise<string | null> | null>(null);
  const target = (): string | Promise<string | null> => {
    if (activeId) return activeId;
    storing.current ??= create()
      .then((session) => {
        if (!session) return null;
        setBornHere(session.id);
        named(session.id);
        return session.id;
      })
      .finally(() => {
        storing.current = null;
      });
    return storing.current;
  };
  return { target, bornHere };
}
