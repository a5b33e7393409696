'use client';

import { MessageSquareIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ChatMessage, ChatSession, ToolCallRecord } from '@/lib/data/port';
import { useSessionAttachments } from '../attachments/sent-attachments';
import { ChatComposer } from './chat-composer';
import { useComposerDrafts } from './composer-drafts';
import type { ChatState, PendingThought } from './chat-state';
import type { TurnActions } from './message-actions';
import { MessageList, type ChatPages } from './message-list';
import { ChatHeader } from './chat-header';
import type { SessionLabels } from '../sessions/session-labels';
import { sessionUsage, usageText } from './token-usage';
import { sessionCostLabel } from './reply-cost';
import { useModelPrices } from '../usage/model-prices-store';
import { BudgetWarning } from '../usage/budget-warning';

type Props = {
  /** The chat shown (null: none chosen yet); each has its own unsent draft. */
  sessionId: string | null;
  sessionTitle: string | null;
  /** The active session once the list has it (for its instructions). */
  session: ChatSession | null;
  onSessionChange: (session: ChatSession) => void;
  messages: ChatMessage[];
  pendingReply: string | null;
  /** The reasoning of the reply being streamed, shown folded above it; null when it has none. */
  pendingThought?: PendingThought | null;
  /** The tool calls of the reply being streamed, each a card (with Allow / Deny while it waits). */
  pendingTools?: ToolCallRecord[];
  /** A reply this page did not send is being written (opened mid-reply, or the connection dropped). */
  following: boolean;
  loading: boolean;
  contextCut: ChatState['contextCut'];
  /** A long chat's pages: more loaded as the reader scrolls, a search hit's message brought into view. */
  pages?: ChatPages;
  /** The replies before the first message loaded (./chat-state usageAsMessages), counted in the totals. */
  earlier?: ChatMessage[];
  /** With files: false when the message was refused, so the composer keeps it. */
  onSend: (text: string, files?: File[]) => Promise<boolean> | void;
  /** Regenerate and Edit of the last turn; null while a reply is written. */
  actions: TurnActions;
  onStop: () => void;
  /** Beside the title: the model the next reply comes from, and its picker. */
  model?: ReactNode;
  /** Shown under the title, e.g. that the session's model was retired. */
  notice?: ReactNode;
  /** Why no files can be attached now (Compare is on). */
  filesOff?: string;
  /** Rename and pin the chat from its header. */
  labels?: SessionLabels;
  /** On a phone: the header's Sessions button and the menu entries of the rows it replaces. */
  phone?: { onSessions: () => void; menu: ReactNode };
};

export function ChatPanel(props: Props) {
  const prices = useModelPrices();
  const { sessionTitle, session, messages, pendingReply, following, loading, contextCut, onSend, onStop } = props;
  useSessionAttachments(session?.id ?? null);
  const drafts = useComposerDrafts();
  if (sessionTitle === null || props.sessionId === null) {
    return (
      <div className="flex min-h-0 flex-1 flex-col items-center justify-center gap-3 rounded-md border border-dashed p-4 text-center text-muted-foreground">
        <MessageSquareIcon aria-hidden className="size-8" />
        <p>Select or create a session to start chatting</p>
      </div>
    );
  }
  // A followed reply shows from the store once it has text; until then, as "Thinking...".
  const counted = props.earlier?.length ? [...props.earlier, ...messages] : messages;
  const total = usageText(sessionUsage(counted));
  const cost = sessionCostLabel(counted, prices);
  const shown = pendingReply ?? (following && !messages.some((m) => m.status === 'streaming') ? '' : null);
  return (
    // The list takes the height left over; the title above and the message box below keep theirs.
    <div data-chat-drop className="flex min-h-0 flex-1 flex-col gap-3 max-sm:gap-2">
      <ChatHeader
        title={sessionTitle}
        session={session}
        onSessionChange={props.onSessionChange}
        labels={props.labels}
        phone={props.phone}
        figures={
          total && (
            <>
              <span title="Tokens reported by the provider for this chat">Tokens: {total}</span>
              {cost && <span title="At each reply's model price"> · {cost}</span>}
            </>
          )
        }
      >
        {props.model}
      </ChatHeader>
      {props.notice}
      <BudgetWarning refreshKey={messages.length} />
      <MessageList
        messages={messages}
        pendingReply={shown}
        pendingThought={props.pendingThought ?? null}
        pendingTools={props.pendingTools}
        sessionId={session?.id}
        loading={loading}
        contextCut={contextCut}
        actions={props.actions}
        pages={props.pages}
      />
      <ChatComposer
        key={props.sessionId}
        sessionId={props.sessionId}
        drafts={drafts}
        waiting={pendingReply !== null || following}
        disabled={loading}
        onSend={onSend}
        onStop={onStop}
        filesOff={props.filesOff}
      />
    </div>
  );
}
