'use client';

import { ChevronRightIcon } from 'lucide-react';
import { useState } from 'react';
import { Markdown } from '../markdown/markdown';
import { StreamingMarkdown } from './streaming-markdown';

type Props = {
  /** What the model reasoned (markdown, sanitised as replies are). */
  text: string;
  /** "Thought for 12 s", or "Thinking..." while it streams. */
  summary: string;
  /** Still streaming: the open fold follows it as it grows. */
  live?: boolean;
};

/**
 * A reply's reasoning, folded above it: a native disclosure (keyboard and screen readers know it),
 * closed at first. Its text is rendered only once opened: a chat of long reasoning costs nothing
 * until someone reads one.
 */
export function ReasoningFold({ text, summary, live = false }: Props) {
  const [opened, setOpened] = useState(false);
  return (
    <details
      data-reasoning
      className="group text-xs text-muted-foreground not-last:mb-2"
      onToggle={(event) => event.currentTarget.open && setOpened(true)}
    >
      {/* The portal's own control (see tests/support/xss-inspect.ts): its icon is no reply markup. */}
      <summary
        data-portal-control
        className="flex w-fit cursor-pointer list-none items-center gap-1 rounded-sm select-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-details-marker]:hidden"
      >
        <ChevronRightIcon aria-hidden className="size-3.5 transition-transform group-open:rotate-90" />
        <span className={live && summary === THINKING ? 'animate-pulse' : undefined}>{summary}</span>
      </summary>
      {opened && (
        <div className="mt-2 border-l-2 pl-3">
          {live ? <StreamingMarkdown text={text} /> : <Markdown>{text}</Markdown>}
        </div>
      )}
    </details>
  );
}

export const THINKING = 'Thinking...';
