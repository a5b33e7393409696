'use client';

import { PencilIcon, RefreshCwIcon, RotateCcwIcon } from 'lucide-react';
import { memo, useState } from 'react';
import { CopyButton } from '@/app/(admin)/ai-portal/_components/markdown/copy-button';
import { Button } from '@/components/ui/button';
import { Markdown } from '@/app/(admin)/ai-portal/_components/markdown/markdown';
import { Badge } from '@/components/ui/badge';
import { reachedReplyLimit } from '@/lib/ai/reply-size-cap';
import type { ChatMessage, ToolCallRecord } from '@/lib/data/port';
import { ToolCard } from '../tools/tool-card';
import { cn } from '@/lib/utils';
import { LocalTime } from '@/app/(admin)/_components/local-time';
import { SentFileChips } from '../attachments/file-chips';
import { MemoriesUsed } from '../memory/memories-used';
import { MessageEditor } from './message-editor';
import { usageText } from './token-usage';
import { replyCostText } from './reply-cost';
import { useModelPrices } from '../usage/model-prices-store';
import { SourcesLine } from './sources-line';
import { ReplyModel } from '../settings/reply-model';
import { StreamingMarkdown } from './streaming-markdown';
import { ReplyError } from './reply-error';
import { ReasoningFold, THINKING } from './reasoning-fold';
import type { PendingThought } from './chat-state';
import { thoughtFor } from '@/lib/ai/reasoning-label';

type Props = {
  message: ChatMessage;
  /** Only on the last reply: answer its question again, with the model now selected. */
  onRegenerate?: () => void;
  /** Only on the last question: change it and answer it again (the replies after it go). */
  onEdit?: (text: string) => void;
  /** Only on the last question while it has no reply (the provider failed): answer it again, files and all. */
  onRetry?: () => void;
};

/**
 * One message: the user's as plain text, the assistant's as sanitised markdown. Memoised: a reply
 * streaming in below re-renders the list, not the messages above it (their props stay the same).
 */
export const MessageBubble = memo(function MessageBubble({ message, onRegenerate, onEdit, onRetry }: Props) {
  const [editing, setEditing] = useState(false);
  const mine = message.role === 'user';
  const usage = usageText(message);
  const cost = replyCostText(message, useModelPrices());
  return (
    <div className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <article
        aria-label={mine ? 'You' : 'Assistant'}
        data-role={message.role}
        className={cn(
          'max-w-[85%] min-w-0 rounded-lg border px-4 py-3 text-sm',
          mine ? 'border-primary/40 bg-primary/15' : 'bg-card',
        )}
      >
        {editing && onEdit ? (
          <MessageEditor
            initial={message.content}
            onCancel={() => setEditing(false)}
            onSend={(text) => {
              setEditing(false);
              onEdit(text);
            }}
          />
        ) : mine ? (
          <>
            <SentFileChips messageId={message.id} />
            <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{message.content}</p>
          </>
        ) : (
          <>
            {message.reasoning && (
              <ReasoningFold text={message.reasoning.text} summary={thoughtFor(message.reasoning.ms)} />
            )}
            {message.toolCalls?.map((call) => (
              // A reply still being written (followed after a reload) can still be answered.
              <ToolCard
                key={call.id}
                call={call}
                sessionId={message.status === 'streaming' ? message.sessionId : undefined}
              />
            ))}
            {message.content && <Markdown>{message.content}</Markdown>}
          </>
        )}
        {!mine && <SourcesLine sources={message.sources} />}
        {message.error && (
          // Retry answers the question again, as Regenerate does; the note says so in words.
          <ReplyError error={message.error} partial={message.content.length > 0} onRetry={onRegenerate} />
        )}
        {/* Each figure stays on one line; on a narrow bubble they wrap as wholes instead of being squeezed. */}
        <footer className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground *:whitespace-nowrap">
          <LocalTime iso={message.createdAt} />
          {!mine && <ReplyModel message={message} />}
          {!mine && usage && <span title="Tokens reported by the provider">{usage} tokens</span>}
          {!mine && cost && <span title="At the model's price per token">{cost}</span>}
          {message.status === 'streaming' && (
            <Badge variant="outline" role="status" title="The reply is still being written.">
              writing...
            </Badge>
          )}
          {/* A failed reply with no text has only its note; one with text keeps its mark. */}
          {message.status === 'incomplete' &&
            message.content &&
            (reachedReplyLimit(message.content) ? (
              <Badge variant="outline" title="The reply was cut at 256 KB, the longest reply the portal keeps.">
                incomplete: cut at 256 KB
              </Badge>
            ) : (
              <Badge variant="outline" title="The reply stopped before it was finished.">
                incomplete
              </Badge>
            ))}
          {/* The message's actions (marked as the portal's own, see xss-inspect.ts); copy gives the raw text. */}
          <div data-portal-control className="ml-auto flex items-center gap-1">
            {message.content && <CopyButton label="Copy message" text={() => message.content} />}
            {onEdit && !editing && (
              <Button
                type="button"
                variant="ghost"
                size="icon-xs"
                aria-label="Edit message"
                title="Edit message"
                onClick={() => setEditing(true)}
              >
                <PencilIcon aria-hidden />
              </Button>
            )}
            {onRetry && !editing && (
              // Labelled in words, not an icon: after a failed send it is the way on.
              <Button type="button" variant="outline" size="xs" onClick={onRetry}>
                <RefreshCwIcon aria-hidden /> Retry
              </Button>
            )}
            {onRegenerate && !message.error && (
              <Button
                type="button"
                variant="ghost"
                size="icon-xs"
                aria-label="Regenerate reply"
                title="Regenerate reply"
                onClick={onRegenerate}
              >
                <RotateCcwIcon aria-hidden />
              </Button>
            )}
          </div>
        </footer>
        {!mine && <MemoriesUsed message={message} />}
      </article>
    </div>
  );
});

/**
 * The reply while it streams in; a spinner until the first words arrive, or its reasoning folded
 * ("Thinking..." until the reply's text starts, then how long it took).
 */
export function PendingReply({
  text,
  thought,
  tools,
  sessionId,
}: {
  text: string;
  thought: PendingThought | null;
  tools?: ToolCallRecord[];
  sessionId?: string;
}) {
  return (
    <div className="flex justify-start">
      <article
        aria-label="Assistant"
        data-role="assistant"
        data-pending
        className="max-w-[85%] min-w-0 rounded-lg border bg-card px-4 py-3 text-sm"
      >
        {thought && (
          <ReasoningFold
            live
            text={thought.text}
            summary={text ? thoughtFor(thought.lastAt - thought.firstAt) : THINKING}
          />
        )}
        {tools?.map((call) => (
          <ToolCard key={call.id} call={call} sessionId={sessionId} />
        ))}
        {text ? (
          <StreamingMarkdown text={text} />
        ) : thought || tools?.length ? null : (
          <p className="flex items-center gap-2 text-muted-foreground">
            <span role="status" className="flex items-center gap-2">
              <span
                aria-hidden
                className="size-4 animate-spin rounded-full border-2 border-primary border-t-transparent"
              />
              Thinking...
            </span>
          </p>
        )}
      </article>
    </div>
  );
}
