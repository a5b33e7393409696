'use client';

import { DownloadIcon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { downloadSession } from './session-download';

const itemClass =
  'flex cursor-default items-center rounded-sm px-2 py-1.5 text-sm outline-none select-none focus:bg-accent focus:text-accent-foreground';

const FORMATS = [
  { format: 'md', label: 'Export as Markdown' },
  { format: 'json', label: 'Export as JSON' },
] as const;

function download(id: string, format: 'md' | 'json') {
  void downloadSession(id, format).then(
    (result) => result.ok || toast.error('Error', { description: `Export failed: ${result.message}` }),
  );
}

/** Downloads a session as a file, named by the server's Content-Disposition. */
export function SessionExportMenu({ id, title }: { id: string; title: string }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`Export session ${title}`}
          className="shrink-0 text-muted-foreground"
        >
          <DownloadIcon aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      {/* Not portalled: inside the session list's region, so the menu belongs to a landmark.
          Radix places it with position: fixed, so the scroll area does not clip it. */}
      <DropdownMenu.Content
        align="end"
        sideOffset={4}
        className="z-50 min-w-40 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        {FORMATS.map(({ format, label }) => (
          <DropdownMenu.Item key={format} className={itemClass} onSelect={() => download(id, format)}>
            {label}
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
