'use client';

import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { ArrowDownIcon } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { ChatMessage, ToolCallRecord } from '@/lib/data/port';
import { cn } from '@/lib/utils';
import { isLocalId, type ChatState, type PageSide, type PendingThought } from './chat-state';
import { CompareTurn } from '../compare/compare-turn';
import { ContextNote } from './context-note';
import { conversationRows, replyKey, type ConversationRow } from './conversation-rows';
import { MessageBubble, PendingReply } from './message-bubble';
import { lastQuestion, type TurnActions } from './message-actions';
import { useFollowLatest } from './use-follow-latest';

/** A long chat's pages (./chat-state): whether more lie either side, and how to fetch them. */
export type ChatPages = {
  older: boolean;
  newer: boolean;
  paging: PageSide | null;
  focus: ChatState['focus'];
  loadMore: (side: PageSide) => void;
  showLatest: () => void;
  /** Bumped each time the latest page replaced an old one: the view goes to the end. */
  latestShown?: number;
};

type Props = {
  messages: ChatMessage[];
  pendingReply: string | null;
  pendingThought?: PendingThought | null;
  pendingTools?: ToolCallRecord[];
  /** The chat's id, for the Allow and Deny of a tool call waiting in the reply being streamed. */
  sessionId?: string;
  loading: boolean;
  contextCut: ChatState['contextCut'];
  actions?: TurnActions;
  pages?: ChatPages;
};

// Within this distance of an end of the loaded messages, the next page that way is fetched.
const PAGE_EDGE_PX = 600;
// Up to this many entries the list is drawn whole: a page (50 messages) is more.
const DRAWN_WHOLE = 30;
// A first guess at a message's height; each is measured once drawn.
const ESTIMATED_ROW_PX = 120;

/**
 * The conversation, filling the height it is given and scrolling inside it. Only the messages near
 * the screen are drawn (a virtual list), so a chat of any length costs what one screen costs; older
 * pages load as the reader scrolls up, kept in place by the list's end anchoring.
 */
export function MessageList({
  messages,
  pendingReply,
  pendingThought,
  pendingTools,
  sessionId,
  loading,
  contextCut,
  actions,
  pages,
}: Props) {
  const { scroller, content, away, onScroll, jump, release } = useFollowLatest();
  // On an old page (a search hit) the last message shown is not the chat's last: no Regenerate or Edit.
  const turnActions = pages?.newer ? null : actions;
  const question = lastQuestion(messages);
  const rows = useMemo(() => conversationRows(messages, contextCut), [messages, contextCut]);
  const count = rows.length + (pendingReply !== null ? 1 : 0);
  const lastMessage = messages.at(-1);
  const pendingKey = lastMessage?.role === 'user' ? replyKey(lastMessage.id) : 'pending';
  // The virtualizer re-renders this list itself as it scrolls; the compiler leaves the list unmemoised.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    getItemKey: useCallback((index: number) => rows[index]?.key ?? pendingKey, [rows, pendingKey]),
    overscan: 4,
    // A short chat is drawn whole (as before there was paging); past that, only what is near the screen.
    rangeExtractor: useCallback(
      (range: Range) =>
        range.count <= DRAWN_WHOLE
          ? Array.from({ length: range.count }, (_, index) => index)
          : defaultRangeExtractor(range),
      [],
    ),
    // A page added above keeps the message on screen where it was.
    anchorTo: 'end',
  });

  // A message sent (shown under a local id until stored), another session opened, or "Jump to
  // latest" from an old page brings the reader back to the newest turn; a page of messages loaded
  // as they scroll does not.
  const justSent = messages.findLast((message) => message.role === 'user' && isLocalId(message.id))?.id;
  const latestShown = pages?.latestShown;
  useEffect(() => jump(), [jump, justSent, loading, latestShown]);

  // A search hit: its message in the middle of the screen, and the view stays there.
  const focus = pages?.focus;
  const focused = useRef<ChatState['focus']>(null);
  useEffect(() => {
    if (!focus || focused.current === focus) return;
    const index = rows.findIndex((row) => row.messageIds.includes(focus.id));
    if (index < 0) return;
    focused.current = focus;
    release();
    virtualizer.scrollToIndex(index, { align: 'center' });
  }, [focus, rows, release, virtualizer]);

  const onListScroll = () => {
    onScroll();
    const element = scroller.current;
    if (!element || !pages || pages.paging) return;
    if (pages.older && element.scrollTop < PAGE_EDGE_PX) pages.loadMore('older');
    else if (pages.newer && element.scrollHeight - element.scrollTop - element.clientHeight < PAGE_EDGE_PX)
      pages.loadMore('newer');
  };

  const items = virtualizer.getVirtualItems();
  const row = (index: number) => {
    const entry = rows[index];
    if (!entry)
      return (
        <PendingReply
          text={pendingReply ?? ''}
          thought={pendingThought ?? null}
          tools={pendingTools}
          sessionId={sessionId}
        />
      );
    if (entry.note !== undefined) return <ContextNote omitted={entry.note} />;
    const last = entry.index === messages.length - 1;
    return (
      <Row
        entry={entry}
        focused={focus?.id !== undefined && entry.messageIds.includes(focus.id)}
        onEdit={turnActions && entry.message.id === question?.id ? turnActions.onEdit : undefined}
        // The question is the last message: its reply failed. Retry resends it unchanged (a Regenerate).
        onRetry={turnActions && entry.message.id === question?.id && last ? turnActions.onRegenerate : undefined}
        onRegenerate={turnActions && last && entry.message.role === 'assistant' ? turnActions.onRegenerate : undefined}
      />
    );
  };

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <div
        ref={scroller}
        tabIndex={0}
        role="log"
        aria-label="Messages"
        aria-busy={pendingReply !== null || loading || messages.some((message) => message.status === 'streaming')}
        onScroll={onListScroll}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain rounded-md border bg-background/40 p-3 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:p-4"
      >
        {/* Always drawn, so the follower (./use-follow-latest) watches the same element for the list's life. */}
        <div ref={content}>
          {loading ? (
            <p className="p-2 text-sm text-muted-foreground">Loading messages...</p>
          ) : count === 0 ? (
            <p className="p-2 text-sm text-muted-foreground">No messages yet. Say hello.</p>
          ) : (
            <>
              {/* data-virtual-frame: the list's own styled frame, told apart from anything a reply draws. */}
              <div data-virtual-frame className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
                <ol
                  data-virtual-frame
                  className="absolute top-0 left-0 w-full"
                  style={{ transform: `translateY(${items[0]?.start ?? 0}px)` }}
                >
                  {items.map((item) => (
                    <li key={item.key} data-index={item.index} ref={virtualizer.measureElement} className="pb-3">
                      {row(item.index)}
                    </li>
                  ))}
                </ol>
              </div>
            </>
          )}
        </div>
      </div>
      {/* Over the list, not in it: a line above the messages would move them. */}
      {pages?.paging === 'older' && (
        <p
          role="status"
          className="absolute top-3 left-1/2 -translate-x-1/2 rounded-full border bg-background px-3 py-1 text-xs text-muted-foreground shadow-sm"
        >
          Loading earlier messages...
        </p>
      )}
      {(away || pages?.newer) && (
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={() => {
            // From an old page the latest one replaces it, then the view goes to its end (latestShown):
            // scrolling the old page down first would fetch its next pages on the way.
            if (pages?.newer) pages.showLatest();
            else jump();
            // The button goes away: keep the keyboard in the conversation rather than on the page.
            scroller.current?.focus({ preventScroll: true });
          }}
          className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full border shadow-md"
        >
          <ArrowDownIcon aria-hidden /> Jump to latest
        </Button>
      )}
    </div>
  );
}

type RowProps = {
  entry: Extract<ConversationRow, { message: ChatMessage }>;
  focused: boolean;
  onEdit?: (text: string) => void;
  onRetry?: () => void;
  onRegenerate?: () => void;
};

/** One entry of the list: a message, or a Compare turn; a search hit's is outlined. */
function Row({ entry, focused, onEdit, onRetry, onRegenerate }: RowProps) {
  return (
    <div
      data-message-id={entry.message.id}
      className={cn('rounded-lg', focused && 'ring-2 ring-primary/60 ring-offset-2 ring-offset-background')}
    >
      {entry.replies ? (
        <CompareTurn replies={entry.replies} />
      ) : (
        <MessageBubble message={entry.message} onEdit={onEdit} onRetry={onRetry} onRegenerate={onRegenerate} />
      )}
    </div>
  );
}
