import type { DocumentSource } from './document-chunk-port';
import type { ToolCallRecord } from './tool-port';

/** The chat part of the data port (./port): sessions, messages, search. */

export type ChatSession = {
  id: string;
  title: string;
  model: string;
  provider: string;
  createdAt: string;
  updatedAt: string;
  /** When the turn now running started; null when no reply is being written. */
  replyingSince: string | null;
  /** Stop was pressed for the running turn (in any tab or server instance). */
  stopRequested: boolean;
  /** The session's own instructions, sent first on every turn; '' for none. */
  systemPrompt: string;
  /** Pinned by the user: listed above the others. */
  pinned: boolean;
  /** A temporary chat: no memory used or saved, never listed or found, deleted once left. */
  temporary: boolean;
};

export type ChatRole = 'user' | 'assistant';
/** 'streaming': still being written; 'incomplete': cut short (failure, Stop, a crash). */
export type MessageStatus = 'complete' | 'incomplete' | 'streaming';

export type ChatMessage = {
  id: string;
  sessionId: string;
  role: ChatRole;
  content: string;
  status: MessageStatus;
  createdAt: string;
  /** When the text last changed: the heartbeat of a streaming reply. */
  updatedAt: string;
  /** Tokens the provider reported for this reply; null when it reported none. */
  inputTokens: number | null;
  outputTokens: number | null;
  /** Set only on a reply of a Compare turn; absent on every other message. */
  compare?: CompareTag;
  /** Which provider and model wrote a reply (its price); null for a question, or a reply from before this was kept. */
  provider?: string | null;
  model?: string | null;
  /** The parts of long files a reply was given, shown as its sources; absent when it was given none. */
  sources?: DocumentSource[];
  /** A reply's time to first token in ms (provider request to first text); absent when not measured. */
  ttftMs?: number;
  /**
   * A reply that failed: what went wrong and what to do, in words. Its content is the partial
   * text, or '' when none arrived (such a reply is shown, never sent as context). Absent otherwise.
   */
  error?: string;
  /** What the model reasoned before it replied (shown folded); absent when it streamed none. Never sent back to it. */
  reasoning?: ReplyReasoning;
  /** The tools a reply called (../tool-port); absent when it called none. */
  toolCalls?: ToolCallRecord[];
};

/** A reply's reasoning and the time it took, from its first piece to its last, in ms. */
export type ReplyReasoning = { text: string; ms: number };

/**
 * A reply of a Compare turn: one question answered by 2 or 3 models, one reply per model, all
 * in one `group`. The `kept` one continues the conversation; the others are alternates, shown
 * but never sent as context. `column` is where the user put the model (0 = first), unknown for
 * replies stored before it was kept.
 */
export type CompareTag = { group: string; provider: string; model: string; kept: boolean; column?: number };

/** Part of a search snippet: `match` marks the words the query found. */
export type SnippetPart = { text: string; match: boolean };

/** A session a search found: the best matching passage (a message, or else the title) as parts. */
/** `messageId`: the message that matched (null when only the title did), for opening the chat at it. */
export type ChatSearchHit = {
  id: string;
  title: string;
  updatedAt: string;
  snippet: SnippetPart[];
  messageId: string | null;
};
export type TokenUsage = { inputTokens: number | null; outputTokens: number | null };
/** What wrote a reply: the provider, the model and the user's saved key (api_keys.id). */
export type ReplySource = { provider: string; model: string; apiKeyId: string | null };

/** The chat turn's one read: the session, with what its project and tool reads start from, and its messages. */
export type SessionWithHistory = {
  session: ChatSession & { projectId: string | null; toolsChosen: boolean };
  messages: ChatMessage[];
};
/** Where a page of a chat's messages starts: a message id of an earlier page, or one to centre on. */
export type PageCursor = { before?: string; after?: string; around?: string };
/** Tokens of a session's replies by one model (its provider and model as stored, null when unknown). */
export type ModelUsage = TokenUsage & { provider: string | null; model: string | null };
/**
 * One page (oldest first); `older` / `newer`: the cursors for the next page that way, null at an
 * end; `usageBefore`: the tokens of the replies before the page, per model.
 */
export type SessionPage = SessionWithHistory & {
  older: string | null;
  newer: string | null;
  usageBefore: ModelUsage[];
};

export interface ChatRepo {
  /** The chats kept (no temporary one): pinned ones first, then newest activity first. */
  listSessions(): Promise<ChatSession[]>;
  getSession(id: string): Promise<ChatSession | null>;
  createSession(input: { title?: string; model: string; provider: string; temporary?: boolean }): Promise<ChatSession>;
  /** Deletes the caller's temporary chats with no activity since `idleBefore` (ISO time); returns how many went. */
  sweepTemporary(idleBefore: string): Promise<number>;
  /** Whether the caller has a temporary chat with no activity since `idleBefore` (one for the sweep). */
  hasTemporary(idleBefore: string): Promise<boolean>;
  /**
   * `replying: true` marks a turn as started, `false` as ended; either clears an earlier Stop.
   * With `replyingSinceWas` (the `replyingSince` the caller read) the update is a claim: it
   * applies only if no other turn started since, and is refused with a conflict otherwise.
   * A rename or a pin alone (only `title` and `pinned`) keeps the session's place by activity.
   */
  updateSession(
    id: string,
    input: {
      title?: string;
      model?: string;
      provider?: string;
      systemPrompt?: string;
      replying?: boolean;
      replyingSinceWas?: string | null;
      pinned?: boolean;
      /** Renames only a session still called this (a title written for it yields to the user's own); else not_found. */
      titleWas?: string;
    },
  ): Promise<ChatSession>;
  /** Asks the running turn to stop; false when no turn is running. */
  requestStop(id: string): Promise<boolean>;
  /**
   * Takes the session back to `messageId`: everything after it is removed and, given `content`,
   * that message (a user's) gets the new text, atomically. Returns how many messages went.
   */
  rewind(sessionId: string, input: { messageId: string; content?: string }): Promise<number>;
  deleteSession(id: string): Promise<void>;
  /** Oldest first. */
  listMessages(sessionId: string): Promise<ChatMessage[]>;
  /** The session and its messages (oldest first) in one read; not_found when not the caller's. */
  sessionWithHistory(sessionId: string): Promise<SessionWithHistory>;
  /**
   * The session and one page of its messages, through the (session, created_at, id) index: the
   * latest `size` without a cursor. not_found when the session or the cursor's message is not the caller's.
   */
  sessionPage(sessionId: string, cursor: PageCursor, size: number): Promise<SessionPage>;
  addMessage(input: {
    sessionId: string;
    role: ChatRole;
    content: string;
    status?: MessageStatus;
    /** A Compare reply: its group and the model writing it (not kept yet). */
    compare?: Omit<CompareTag, 'kept'>;
    /** A reply's provider, model and key, kept for its cost (see the usage port). */
    source?: ReplySource;
    /** A reply's time to first token, once its first text came. */
    ttftMs?: number;
    /** A failed reply: what went wrong, in words. */
    error?: string;
    reasoning?: ReplyReasoning;
    toolCalls?: ToolCallRecord[];
  }): Promise<ChatMessage>;
  /**
   * Keep this one: the Compare reply `messageId` of session `sessionId` becomes its group's kept
   * reply and the others alternates. Returns the group; not_found for any other message.
   */
  keepCompareReply(sessionId: string, messageId: string): Promise<string>;
  /** Rewrites a message's text and status: a reply is stored as it streams in, then settled. */
  updateMessage(
    id: string,
    input: {
      content: string;
      status: MessageStatus;
      usage?: TokenUsage;
      ttftMs?: number;
      error?: string;
      /** Given: replaces the stored reasoning; absent: keeps it. */
      reasoning?: ReplyReasoning;
      /** Given: replaces the stored tool calls; absent: keeps them. */
      toolCalls?: ToolCallRecord[];
    },
  ): Promise<ChatMessage>;
  /**
   * The caller's sessions whose title or messages match `query` (web-search syntax, last word
   * as a prefix), best first, at most `count` (capped at 50). A query with no words finds none.
   */
  searchSessions(input: { query: string; count: number }): Promise<ChatSearchHit[]>;
}
