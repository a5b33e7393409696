'use client';

import { KeyboardIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

// What ./use-portal-shortcuts handles, plus the message box's own keys.
const SHORTCUTS: { action: string; keys: string[] }[] = [
  { action: 'Search chats', keys: ['Ctrl', 'K'] },
  { action: 'New chat', keys: ['Ctrl', 'Shift', 'O'] },
  { action: 'Stop the reply (focus in the chat)', keys: ['Esc'] },
  { action: 'Send the message', keys: ['Enter'] },
  { action: 'New line in the message', keys: ['Shift', 'Enter'] },
  { action: 'Show this list', keys: ['?'] },
];

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

export function ShortcutsDialog({ open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Keyboard shortcuts"
          title="Keyboard shortcuts (?)"
        >
          <KeyboardIcon aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>On a Mac, press ⌘ where the list says Ctrl.</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-2 text-sm">
          {SHORTCUTS.map(({ action, keys }) => (
            <div key={action} className="contents">
              <dt>{action}</dt>
              <dd className="flex justify-end gap-1">
                {keys.map((key) => (
                  <kbd key={key} className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">
                    {key}
                  </kbd>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
