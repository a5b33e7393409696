import type { ChatRole } from '@/lib/data/port';

/** A message as a parser read it, before the limits and the order of times are applied (./normalise). */
export type ParsedMessage = {
  role: ChatRole;
  content: string;
  createdAt: Date | null;
  /** The source marked it unfinished (cut short, still being written). */
  incomplete?: boolean;
  /**
   * A reply of a Compare turn (only this portal's own export has them): `turn` numbers the turn
   * within its conversation; the replies not `kept` are alternates, never sent as context.
   */
  compare?: { turn: number; provider: string; model: string; kept: boolean };
};

export type ParsedConversation = {
  title: string;
  createdAt: Date | null;
  updatedAt: Date | null;
  /** System messages (or the app's own instructions field), joined; '' for none. */
  instructions: string;
  messages: ParsedMessage[];
  /** Only this portal's own export names a model the portal can call. */
  selection?: { provider: string; model: string };
  /** Only this portal's own export names the project a chat was in. */
  project?: { name: string; instructions: string };
};
