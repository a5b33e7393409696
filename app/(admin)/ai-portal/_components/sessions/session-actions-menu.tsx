'use client';

import {
  ChevronRightIcon,
  EllipsisIcon,
  FolderInputIcon,
  FolderMinusIcon,
  PencilIcon,
  PinIcon,
  PinOffIcon,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';

const itemClass =
  'flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none focus:bg-accent focus:text-accent-foreground [&_svg]:size-4';

type Props = {
  title: string;
  pinned: boolean;
  onRename: () => void;
  onPin: (pinned: boolean) => void;
  /** The user's projects, the one the chat is in (null: none), and a move into one or (null) out. */
  projects: { id: string; name: string }[];
  projectId: string | null;
  onMove: (projectId: string | null) => void;
};

/** A chat's own actions in the list: rename it in place, pin it to the top or unpin it, move it between projects. */
export function SessionActionsMenu({ title, pinned, onRename, onPin, projects, projectId, onMove }: Props) {
  const others = projects.filter((project) => project.id !== projectId);
  const renaming = useRef(false);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`More actions for ${title}`}
          className="shrink-0 text-muted-foreground"
        >
          <EllipsisIcon aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      {/* Not portalled, as the export menu: it belongs to the session list's region. */}
      <DropdownMenu.Content
        align="end"
        sideOffset={4}
        // After Rename the title box keeps the focus Radix would put back on the trigger.
        onCloseAutoFocus={(event) => {
          if (renaming.current) event.preventDefault();
          renaming.current = false;
        }}
        className="z-50 min-w-40 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        <DropdownMenu.Item
          className={itemClass}
          onSelect={() => {
            renaming.current = true;
            onRename();
          }}
        >
          <PencilIcon aria-hidden /> Rename
        </DropdownMenu.Item>
        <DropdownMenu.Item className={itemClass} onSelect={() => onPin(!pinned)}>
          {pinned ? <PinOffIcon aria-hidden /> : <PinIcon aria-hidden />} {pinned ? 'Unpin' : 'Pin to top'}
        </DropdownMenu.Item>
        {others.length > 0 && (
          <DropdownMenu.Sub>
            <DropdownMenu.SubTrigger className={itemClass}>
              <FolderInputIcon aria-hidden /> Move to project… <ChevronRightIcon aria-hidden className="ml-auto" />
            </DropdownMenu.SubTrigger>
            <DropdownMenu.SubContent
              sideOffset={4}
              className="z-50 max-h-72 min-w-40 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
            >
              {others.map((project) => (
                <DropdownMenu.Item key={project.id} className={itemClass} onSelect={() => onMove(project.id)}>
                  <span className="max-w-48 truncate">{project.name}</span>
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.SubContent>
          </DropdownMenu.Sub>
        )}
        {projectId && (
          <DropdownMenu.Item className={itemClass} onSelect={() => onMove(null)}>
            <FolderMinusIcon aria-hidden /> Remove from project
          </DropdownMenu.Item>
        )}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
