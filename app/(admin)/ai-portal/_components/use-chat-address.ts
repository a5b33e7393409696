import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useEffectEvent } from 'react';

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
  const follow = useEffectEvent((id: string | null) => (id ? void opener.select(id) : opener.startNew()));
  useEffect(() => follow(routeId), [routeId]);
  return {
    routeId,
    open: (id: string) => router.push(chatPath(id)),
    /** After the shown chat was deleted: the new chat, in place of its address (Back does not lead to it). */
    leave: () => router.replace(NEW_CHAT_PATH),
    /** A new chat got stored by its first message: its address replaces /ai-portal, without a reload. */
    named: (id: string) => window.history.replaceState(null, '', chatPath(id)),
  };
}
