'use client';

import { DownloadIcon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { exportPath } from './portal-api';

const itemClass =
  'flex cursor-default items-center rounded-sm px-2 py-1.5 text-sm outline-none select-none focus:bg-accent focus:text-accent-foreground';

/** Downloads a session as a file: plain links, the server's Content-Disposition names the file. */
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
        <DropdownMenu.Item asChild className={itemClass}>
          <a href={exportPath(id, 'md')} download>
            Export as Markdown
          </a>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={itemClass}>
          <a href={exportPath(id, 'json')} download>
            Export as JSON
          </a>
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
