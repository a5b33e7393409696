import type { ContextCut } from '@/lib/ai/chat-events';
import type { ChatMessage, ModelUsage, ToolCallRecord } from '@/lib/data/port';

/**
 * What the chat shows: the stored messages, plus the reply being streamed while a send is
 * in flight (`pending`; null when idle). The user's message appears at once under a local id
 * and is swapped for the stored one when the server confirms it. `contextCut`: the latest reply
 * was written without the `omitted` messages before `beforeId` (trimmed to fit the model).
 */
export type ChatState = {
  messages: ChatMessage[];
  pending: {
    localId: string;
    sessionId: string;
    reply: string;
    thought: PendingThought | null;
    /** The reply's tool calls so far (each with its card); absent while it has none. */
    tools?: ToolCallRecord[];
  } | null;
  contextCut: { omitted: number; beforeId: string } | null;
} & PageCursors & {
    /** The message to bring into view (search's jump to it): a new object each time it is asked. */
    focus: { id: string; count: number } | null;
    /** The tokens of the replies before the first message loaded, per model (for the chat's totals). */
    usageBefore: ModelUsage[];
  };

/** Reasoning as it streams in: its text, and when its first and latest pieces came (ms). */
export type PendingThought = { text: string; firstAt: number; lastAt: number };

/**
 * A long chat is shown a page at a time (GET /api/portal/sessions/[id]): `older` / `newer` are
 * the cursors of the pages not loaded yet on either side, null at an end of the chat.
 */
export type PageCursors = { older: string | null; newer: string | null };
/** A page as the chat receives it; without cursors it is the whole chat. */
export type PageSide = keyof PageCursors;
export type LoadedPage = { messages: ChatMessage[]; usageBefore?: ModelUsage[] } & Partial<PageCursors>;

export type ChatAction =
  /** A page read from the store: the latest, or around `focus`. It continues the messages shown when it overlaps them. */
  | { type: 'load'; page: LoadedPage; focus?: string }
  /** The next page up or down, added to the messages shown. */
  | { type: 'more'; side: PageSide; page: LoadedPage }
  | { type: 'send'; message: ChatMessage }
  /** Regenerate or Edit: the conversation back to the user's message `id`, with its (new) text. */
  | { type: 'resend'; id: string; content: string }
  | { type: 'start'; userMessage: ChatMessage; context?: ContextCut }
  | { type: 'reasoning'; text: string; at: number }
  | { type: 'delta'; text: string }
  /** The reply's tool calls as they stand now (lib/ai/chat-events). */
  | { type: 'tools'; calls: ToolCallRecord[] }
  | { type: 'done'; assistantMessage: ChatMessage }
  /** The send ended without a reply (error, cut connection or Stop); the partial text stays, marked incomplete. */
  | { type: 'end'; assistantMessage?: ChatMessage; localId: string; at: string }
  /** The server refused the new message before storing it: it leaves the thread (the composer keeps it). */
  | { type: 'unsent' };

export const initialChat: ChatState = {
  messages: [],
  pending: null,
  contextCut: null,
  older: null,
  newer: null,
  focus: null,
  usageBefore: [],
};

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'load':
      return { ...loaded(state, action.page), focus: focusOn(state, action.focus), pending: null, contextCut: null };
    case 'more':
      return { ...state, ...more(state, action.side, action.page) };
    case 'send':
      return {
        ...state,
        messages: [...state.messages, action.message],
        pending: { localId: action.message.id, sessionId: action.message.sessionId, reply: '', thought: null },
      };
    case 'resend': {
      const at = state.messages.findIndex((m) => m.id === action.id);
      if (at < 0) return state;
      const message = { ...state.messages[at]!, content: action.content };
      return {
        ...state,
        messages: [...state.messages.slice(0, at), message],
        pending: { localId: message.id, sessionId: message.sessionId, reply: '', thought: null },
        contextCut: null,
      };
    }
    case 'start': {
      if (!state.pending) return state;
      const localId = state.pending.localId;
      const cut = action.context;
      return {
        ...state,
        messages: state.messages.map((m) => (m.id === localId ? action.userMessage : m)),
        contextCut: cut?.omitted
          ? { omitted: cut.omitted, beforeId: cut.firstIncludedId ?? action.userMessage.id }
          : null,
      };
    }
    case 'reasoning':
      return state.pending
        ? { ...state, pending: { ...state.pending, thought: thinking(state.pending.thought, action) } }
        : state;
    case 'delta':
      return state.pending
        ? { ...state, pending: { ...state.pending, reply: state.pending.reply + action.text } }
        : state;
    case 'tools':
      return state.pending ? { ...state, pending: { ...state.pending, tools: action.calls } } : state;
    case 'done':
      return { ...state, messages: [...state.messages, action.assistantMessage], pending: null };
    case 'end': {
      if (!state.pending) return state;
      const { thought, tools } = state.pending;
      const partial: ChatMessage | null =
        action.assistantMessage ??
        (state.pending.reply
          ? {
              id: action.localId,
              sessionId: state.pending.sessionId,
              role: 'assistant',
              content: state.pending.reply,
              status: 'incomplete',
              createdAt: action.at,
              updatedAt: action.at,
              inputTokens: null,
              outputTokens: null,
              ...(thought
                ? { reasoning: { text: thought.text, ms: Math.round(thought.lastAt - thought.firstAt) } }
                : {}),
              ...(tools?.length ? { toolCalls: tools } : {}),
            }
          : null);
      return { ...state, messages: partial ? [...state.messages, partial] : state.messages, pending: null };
    }
    case 'unsent': {
      const unsent = state.pending?.localId;
      return unsent ? { ...state, messages: state.messages.filter((m) => m.id !== unsent), pending: null } : state;
    }
  }
}

/** The replies before the first message loaded, as messages the chat's token and cost totals can add up. */
export function usageAsMessages(usage: ModelUsage[]): ChatMessage[] {
  return usage.map((model, index): ChatMessage => ({
    id: `usage-before-${index}`,
    sessionId: '',
    role: 'assistant',
    content: '',
    status: 'complete',
    createdAt: '',
    updatedAt: '',
    ...model,
  }));
}

/**
 * A page that starts inside the messages shown (a followed reply's latest page, the page around a
 * search hit) replaces them from there on, so the older pages the reader loaded stay.
 */
function loaded(state: ChatState, page: LoadedPage): Pick<ChatState, 'messages' | 'older' | 'newer' | 'usageBefore'> {
  const first = page.messages[0];
  const at = first ? state.messages.findIndex((message) => message.id === first.id) : -1;
  if (at > 0)
    return {
      messages: [...state.messages.slice(0, at), ...page.messages],
      older: state.older,
      newer: page.newer ?? null,
      usageBefore: state.usageBefore,
    };
  return {
    messages: page.messages,
    older: page.older ?? null,
    newer: page.newer ?? null,
    usageBefore: page.usageBefore ?? [],
  };
}

function more(
  state: ChatState,
  side: PageSide,
  page: LoadedPage,
): Pick<ChatState, 'messages'> & Partial<Pick<ChatState, PageSide | 'usageBefore'>> {
  const shown = new Set(state.messages.map((message) => message.id));
  const fresh = page.messages.filter((message) => !shown.has(message.id));
  return side === 'older'
    ? { messages: [...fresh, ...state.messages], older: page.older ?? null, usageBefore: page.usageBefore ?? [] }
    : { messages: [...state.messages, ...fresh], newer: page.newer ?? null };
}

const thinking = (thought: PendingThought | null, { text, at }: { text: string; at: number }): PendingThought =>
  thought ? { ...thought, text: thought.text + text, lastAt: at } : { text, firstAt: at, lastAt: at };

const focusOn = (state: ChatState, id: string | undefined) =>
  id ? { id, count: (state.focus?.count ?? 0) + 1 } : null;

let localCount = 0;

const LOCAL_PREFIX = 'local-';

/** Ids for messages not stored yet (crypto.randomUUID needs a secure context; this does not). */
export function localId(): string {
  localCount += 1;
  return `${LOCAL_PREFIX}${Date.now().toString(36)}-${localCount}`;
}

export const isLocalId = (id: string) => id.startsWith(LOCAL_PREFIX);

/** The user's message as the page shows it until the server answers with the stored one. */
export function shownUserMessage(sessionId: string, content: string): ChatMessage {
  const now = new Date().toISOString();
  return {
    id: localId(),
    sessionId,
    role: 'user',
    content,
    status: 'complete',
    createdAt: now,
    updatedAt: now,
    inputTokens: null,
    outputTokens: null,
  };
}
