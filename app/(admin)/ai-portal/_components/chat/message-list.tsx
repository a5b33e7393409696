'use client';

import { Fragment, useEffect, useRef } from 'react';
import type { ChatMessage } from '@/lib/data/port';
import type { ChatState } from './chat-state';
import { ContextNote } from './context-note';
import { MessageBubble, PendingReply } from './message-bubble';
import { lastQuestion, type TurnActions } from './message-actions';

type Props = {
  messages: ChatMessage[];
  pendingReply: string | null;
  loading: boolean;
  contextCut: ChatState['contextCut'];
  actions?: TurnActions;
};

// Within this distance of the bottom the view follows new text; further up, the reader is reading.
const FOLLOW_THRESHOLD = 80;

export function MessageList({ messages, pendingReply, loading, contextCut, actions }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const following = useRef(true);

  useEffect(() => {
    const element = scroller.current;
    if (element && following.current) element.scrollTop = element.scrollHeight;
  }, [messages, pendingReply]);

  const question = lastQuestion(messages);
  // The note goes at the cut; if that message is not in the list, at the top.
  const cutAt = contextCut
    ? Math.max(
        0,
        messages.findIndex((message) => message.id === contextCut.beforeId),
      )
    : -1;

  return (
    <div
      ref={scroller}
      tabIndex={0}
      role="log"
      aria-label="Messages"
      aria-busy={pendingReply !== null || loading || messages.some((message) => message.status === 'streaming')}
      onScroll={(event) => {
        const element = event.currentTarget;
        following.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_THRESHOLD;
      }}
      className="h-[55dvh] min-h-72 overflow-y-auto rounded-md border bg-background/40 p-3 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:p-4"
    >
      {loading ? (
        <p className="p-2 text-sm text-muted-foreground">Loading messages...</p>
      ) : messages.length === 0 && pendingReply === null ? (
        <p className="p-2 text-sm text-muted-foreground">No messages yet. Say hello.</p>
      ) : (
        <ol className="space-y-3">
          {messages.map((message, index) => (
            <Fragment key={message.id}>
              {index === cutAt && <ContextNote omitted={contextCut!.omitted} />}
              <MessageBubble
                message={message}
                onEdit={actions && message.id === question?.id ? actions.onEdit : undefined}
                onRegenerate={
                  actions && index === messages.length - 1 && message.role === 'assistant'
                    ? actions.onRegenerate
                    : undefined
                }
              />
            </Fragment>
          ))}
          {pendingReply !== null && <PendingReply text={pendingReply} />}
        </ol>
      )}
    </div>
  );
}
