import 'server-only';
import type { ChatMessage } from '@/lib/data/port';

/**
 * Whether a stored message goes to the model as context: every message except the Compare
 * replies the user did not keep (the alternates of their turn). Until one reply of a turn is
 * kept, none of them is sent; the question is.
 */
export function sentAsContext(message: Pick<ChatMessage, 'compare'>): boolean {
  return !message.compare || message.compare.kept;
}
