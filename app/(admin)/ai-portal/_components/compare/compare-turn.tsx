'use client';

import type { ChatMessage } from '@/lib/data/port';
import { cn } from '@/lib/utils';
import { CompareReply } from './compare-reply';
import { useCompareView } from './compare-view';

type Tagged = ChatMessage & { compare: NonNullable<ChatMessage['compare']> };

/**
 * The replies of one Compare turn. Until one is kept they stand side by side (stacked on a
 * narrow screen), each with Keep this one; then the kept one continues the conversation and the
 * others fold away as alternates of the turn, a click away.
 */
export function CompareTurn({ replies }: { replies: ChatMessage[] }) {
  const { keep } = useCompareView();
  const tagged = replies.filter((reply): reply is Tagged => reply.compare !== undefined);
  const kept = tagged.find((reply) => reply.compare.kept);
  const writing = tagged.some((reply) => reply.status === 'streaming');

  if (kept) {
    const alternates = tagged.filter((reply) => reply !== kept);
    return (
      <div className="flex flex-col gap-2" data-compare-turn>
        <div className="max-w-[85%] min-w-0">
          <CompareReply message={kept} />
        </div>
        {alternates.length > 0 && (
          <details className="rounded-md border border-dashed px-3 py-2 text-sm">
            <summary className="cursor-pointer text-xs text-muted-foreground">
              {alternates.length} alternate {alternates.length === 1 ? 'reply' : 'replies'} (not sent as context)
            </summary>
            <Columns replies={alternates} className="mt-2" />
          </details>
        )}
      </div>
    );
  }
  return (
    <div data-compare-turn>
      <Columns replies={tagged} onKeep={keep && !writing ? keep : undefined} />
    </div>
  );
}

function Columns({
  replies,
  onKeep,
  className,
}: {
  replies: Tagged[];
  onKeep?: (messageId: string) => void;
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label="Compared replies"
      className={cn('grid gap-3 sm:grid-cols-2', replies.length > 2 && 'xl:grid-cols-3', className)}
    >
      {replies.map((reply) => (
        <CompareReply key={reply.id} message={reply} onKeep={onKeep && (() => onKeep(reply.id))} />
      ))}
    </div>
  );
}
