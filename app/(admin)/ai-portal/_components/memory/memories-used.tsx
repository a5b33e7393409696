'use client';

import { BrainIcon } from 'lucide-react';
import { useId, useState } from 'react';
import type { ChatMessage } from '@/lib/data/port';
import { useMemoriesUsed } from './memories-used-store';

/** A reply's note of the memories it was given; a click lists them (as they read now). The portal's own control (xss-inspect.ts). */
export function MemoriesUsed({ message }: { message: ChatMessage }) {
  const memories = useMemoriesUsed(message.sessionId, message.id, message.status === 'complete');
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (!memories.length) return null;
  return (
    <div data-portal-control className="mt-1 text-xs text-muted-foreground">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        className="inline-flex items-center gap-1 underline-offset-2 hover:underline"
        onClick={() => setOpen((shown) => !shown)}
      >
        <BrainIcon aria-hidden className="size-3.5" />
        Memories used ({memories.length})
      </button>
      {open && (
        <ul id={listId} aria-label="Memories used" className="mt-1 list-disc space-y-0.5 pl-5 whitespace-normal">
          {memories.map((memory) => (
            <li key={memory.id}>{memory.content ?? <em>A memory deleted since</em>}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
