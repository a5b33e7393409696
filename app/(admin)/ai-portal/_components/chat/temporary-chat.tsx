import { MessageCircleDashedIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** What a temporary chat is, in one line (its header's note and the toggle's tooltip). */
export const TEMPORARY_NOTE = 'Temporary chat: not kept, and no memory is used or saved.';

/**
 * The new chat's "Temporary chat" switch, beside its model. On a phone it is its icon only (the
 * header stays one row); its name stays for screen readers and its tooltip says what it does.
 */
export function TemporaryToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <Button
      type="button"
      size="sm"
      variant={on ? 'default' : 'ghost'}
      aria-pressed={on}
      title={TEMPORARY_NOTE}
      onClick={() => onChange(!on)}
      className="shrink-0 max-sm:size-8 max-sm:px-0"
    >
      <MessageCircleDashedIcon aria-hidden />
      <span className="max-sm:sr-only">Temporary chat</span>
    </Button>
  );
}

/** Under the header of a temporary chat (or the new chat about to be one). */
export function TemporaryNote() {
  return (
    <p className="flex items-center gap-1.5 text-xs text-muted-foreground" role="status">
      <MessageCircleDashedIcon aria-hidden className="size-3.5 shrink-0" />
      {TEMPORARY_NOTE}
    </p>
  );
}
