'use client';

import { ArrowDownIcon } from 'lucide-react';
import { Fragment, useEffect } from 'react';
import { Button } from '@/components/ui/button';
import type { ChatMessage } from '@/lib/data/port';
import type { ChatState } from './chat-state';
import { CompareTurn } from '../compare/compare-turn';
import { conversationItems } from '../compare/compare-groups';
import { ContextNote } from './context-note';
import { MessageBubble, PendingReply } from './message-bubble';
import { lastQuestion, type TurnActions } from './message-actions';
import { useFollowLatest } from './use-follow-latest';

type Props = {
  messages: ChatMessage[];
  pendingReply: string | null;
  loading: boolean;
  contextCut: ChatState['contextCut'];
  actions?: TurnActions;
};

/** The conversation, filling the height it is given and scrolling inside it. */
export function MessageList({ messages, pendingReply, loading, contextCut, actions }: Props) {
  const { scroller, content, away, onScroll, jump } = useFollowLatest();

  const question = lastQuestion(messages);
  // A message sent, or another session opened, brings the reader back to the newest turn.
  const lastAsked = messages.findLast((message) => message.role === 'user')?.id;
  useEffect(() => jump(), [jump, lastAsked, loading]);
  // The note goes at the cut; if that message is not in the list, at the top.
  const cutAt = contextCut
    ? Math.max(
        0,
        messages.findIndex((message) => message.id === contextCut.beforeId),
      )
    : -1;

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <div
        ref={scroller}
        tabIndex={0}
        role="log"
        aria-label="Messages"
        aria-busy={pendingReply !== null || loading || messages.some((message) => message.status === 'streaming')}
        onScroll={onScroll}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain rounded-md border bg-background/40 p-3 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:p-4"
      >
        <div ref={content}>
          <Conversation
            messages={messages}
            pendingReply={pendingReply}
            loading={loading}
            cutAt={cutAt}
            omitted={contextCut?.omitted ?? 0}
            actions={actions}
            questionId={question?.id}
          />
        </div>
      </div>
      {away && (
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={() => {
            jump();
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

type ConversationProps = Pick<Props, 'messages' | 'pendingReply' | 'loading' | 'actions'> & {
  cutAt: number;
  omitted: number;
  questionId: string | undefined;
};

function Conversation({ messages, pendingReply, loading, cutAt, omitted, actions, questionId }: ConversationProps) {
  return loading ? (
    <p className="p-2 text-sm text-muted-foreground">Loading messages...</p>
  ) : messages.length === 0 && pendingReply === null ? (
    <p className="p-2 text-sm text-muted-foreground">No messages yet. Say hello.</p>
  ) : (
    <ol className="space-y-3">
      {conversationItems(messages).map(({ message, index, replies }) => (
        <Fragment key={message.id}>
          {index === cutAt && <ContextNote omitted={omitted} />}
          {replies ? (
            <CompareTurn replies={replies} />
          ) : (
            <MessageBubble
              message={message}
              onEdit={actions && message.id === questionId ? actions.onEdit : undefined}
              // The question is the last message: its reply failed. Retry resends it unchanged (a Regenerate).
              onRetry={
                actions && message.id === questionId && index === messages.length - 1 ? actions.onRegenerate : undefined
              }
              onRegenerate={
                actions && index === messages.length - 1 && message.role === 'assistant'
                  ? actions.onRegenerate
                  : undefined
              }
            />
          )}
        </Fragment>
      ))}
      {pendingReply !== null && <PendingReply text={pendingReply} />}
    </ol>
  );
}
