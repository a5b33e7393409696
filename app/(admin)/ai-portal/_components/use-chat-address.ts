import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useEffectEvent, useRef } from 'react';

// How long a chosen chat's address may take to land before Back and Forward are followed again.
const PENDING_MS = 5000;

/** The new chat's address; each stored chat has its own below it. */
export const NEW_CHAT_PATH = '/ai-portal';
export const chatPath = (id: string) => `${NEW_CHAT_PATH}/c/${encodeURIComponent(id)}`;

/** The chat an address names, or null for the new chat (/ai-portal). */
export function chatIdOf(pathname: string): string | null {
  const id = /^\/ai-portal\/c\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!id) return null;
  try {
    return decodeURIComponent(id);
  } catch {
    // A broken escape names no chat: kept as it is, the server answers "not found" for it.
    return id;
  }
}

type Opener = {
  /** Shows this chat (nothing happens when it is already shown). */
  select: (id: string) => unknown;
  /** Shows the new chat (an empty one, stored when its first message is sent). */
  startNew: () => void;
};

/**
 * The open chat follows the address: a reload keeps it, Back and Forward move between chats, a
 * link opens one. Choosing a chat in the portal changes the address, and the address the chat.
 */
export function useChatAddress(opener: Opener) {
  const pathname = usePathname();
  const router = useRouter();
  const routeId = chatIdOf(pathname);
  // The chat last chosen here, while its address is on its way: an earlier choice's address that
  // lands after it (two chats chosen in quick succession) must not take the chat back.
  const pending = useRef<{ id: string; at: number } | null>(null);
  const follow = useEffectEvent((id: string | null) => {
    const chosen = pending.current;
    if (chosen && Date.now() - chosen.at < PENDING_MS && chosen.id !== id) return;
    pending.current = null;
    if (id) void opener.select(id);
    else opener.startNew();
  });
  useEffect(() => follow(routeId), [routeId]);
  return {
    routeId,
    open: (id: string) => {
      const chosen = pending.current;
      const onItsWay = chosen && Date.now() - chosen.at < PENDING_MS ? chosen.id : null;
      // The chat shows at once: its address waits for the server, and the address shown may still
      // be this chat's while another's (a new chat's) is on its way, which must not swallow the choice.
      void opener.select(id);
      if (id === (onItsWay ?? routeId)) return;
      pending.current = { id, at: Date.now() };
      router.push(chatPath(id));
    },
    /** After the shown chat was deleted: the new chat, in place of its address (Back does not lead to it). */
    leave: () => router.replace(NEW_CHAT_PATH),
    /** A new chat got stored by its first message: its address replaces /ai-portal, without a reload. */
    named: (id: string) => window.history.replaceState(null, '', chatPath(id)),
  };
}
