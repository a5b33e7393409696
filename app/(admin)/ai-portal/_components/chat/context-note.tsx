import { contextNoteText } from './context-note-text';

/** A quiet divider at the point where the latest reply's context begins. */
export function ContextNote({ omitted }: { omitted: number }) {
  return (
    <div className="flex items-center gap-3 py-1 text-xs text-muted-foreground">
      <span aria-hidden className="h-px flex-1 bg-border" />
      <p role="note" className="max-w-prose text-center">
        {contextNoteText(omitted)}
      </p>
      <span aria-hidden className="h-px flex-1 bg-border" />
    </div>
  );
}
