'use client';

import {
  EllipsisVerticalIcon,
  PanelLeftIcon,
  PencilIcon,
  PinIcon,
  PinOffIcon,
  ScrollTextIcon,
  WrenchIcon,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { ChatSession } from '@/lib/data/port';
import { cn } from '@/lib/utils';
import type { SessionLabels } from '../sessions/session-labels';
import { ProjectLink } from '../projects/project-link';
import { TitleEditor } from '../sessions/title-editor';
import { SessionInstructions } from './session-instructions';
import { ChatToolsButton } from '../tools/chat-tools-button';

const itemClass =
  'flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none focus:bg-accent focus:text-accent-foreground [&_svg]:size-4';

type Props = {
  title: string;
  /** The active session once the list has it (its instructions, pin); null until then. */
  session: ChatSession | null;
  onSessionChange: (session: ChatSession) => void;
  labels?: SessionLabels;
  /** The chat's token and cost figures ("Tokens: 1.2k · $0.01"), or null before any reply. */
  figures: ReactNode;
  /** More of the row (the model), between the title and the menu. */
  children?: ReactNode;
  /** On a phone: the row starts with the Sessions button, and the menu holds the tab row's and Compare's entries. */
  phone?: { onSessions: () => void; menu: ReactNode };
};

/**
 * The chat's one header row: its title (click to rename), the figures, Instructions and a menu
 * (rename, pin). On a phone the row stays one line and is the portal's only row above the chat:
 * it starts with Sessions, the figures, New chat, Compare, Settings and Usage move into the menu,
 * and Instructions shows as its icon.
 */
export function ChatHeader({ title, session, onSessionChange, labels, figures, children, phone }: Props) {
  const [renaming, setRenaming] = useState(false);
  // Rename chosen in the menu: the title box keeps the focus Radix would give back to the menu button.
  const toRename = useRef(false);
  // On a phone the menu opens Tools and Instructions (their buttons are hidden to keep the title's room).
  const [asked, setAsked] = useState({ tools: 0, instructions: 0 });
  const ask = (dialog: keyof typeof asked) => {
    toRename.current = true; // the dialog, not the menu button, gets the focus
    setAsked((now) => ({ ...now, [dialog]: now[dialog] + 1 }));
  };
  const canLabel = session !== null && labels !== undefined;
  return (
    <div className="flex min-w-0 items-center gap-2 max-sm:gap-1">
      {phone && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Sessions"
          onClick={phone.onSessions}
          className="shrink-0 sm:hidden"
        >
          <PanelLeftIcon aria-hidden />
        </Button>
      )}
      {renaming && canLabel ? (
        <TitleEditor
          initial={session.title}
          onSave={(next) => labels.rename(session.id, next)}
          onDone={() => {
            toRename.current = false;
            setRenaming(false);
          }}
        />
      ) : (
        <h2 className="min-w-0 flex-1 font-mono text-sm tracking-widest text-muted-foreground">
          {canLabel ? (
            <button
              type="button"
              title="Rename this chat"
              onClick={() => setRenaming(true)}
              className="block max-w-full truncate rounded-sm text-left outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {title}
            </button>
          ) : (
            <span className="block truncate">{title}</span>
          )}
        </h2>
      )}
      {session && <ProjectLink sessionId={session.id} />}
      {figures && <p className="shrink-0 text-xs text-muted-foreground max-sm:hidden">{figures}</p>}
      {children}
      {session && <ChatToolsButton key={`tools-${session.id}`} sessionId={session.id} openRequest={asked.tools} />}
      {session && (
        <SessionInstructions
          key={session.id}
          session={session}
          onSaved={onSessionChange}
          openRequest={asked.instructions}
        />
      )}
      {(canLabel || phone?.menu) && (
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger asChild>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label="Chat menu"
              className={cn('shrink-0', !canLabel && 'sm:hidden')}
            >
              <EllipsisVerticalIcon aria-hidden />
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            onCloseAutoFocus={(event) => {
              if (toRename.current) event.preventDefault();
              if (!renaming) toRename.current = false;
            }}
            className="z-50 min-w-44 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
          >
            {canLabel && (
              <>
                <DropdownMenu.Item
                  className={itemClass}
                  onSelect={() => {
                    toRename.current = true;
                    setRenaming(true);
                  }}
                >
                  <PencilIcon aria-hidden /> Rename
                </DropdownMenu.Item>
                <DropdownMenu.Item className={itemClass} onSelect={() => labels.pin(session.id, !session.pinned)}>
                  {session.pinned ? <PinOffIcon aria-hidden /> : <PinIcon aria-hidden />}
                  {session.pinned ? 'Unpin' : 'Pin to top'}
                </DropdownMenu.Item>
              </>
            )}
            {session && phone?.menu && (
              <>
                <DropdownMenu.Item className={itemClass} onSelect={() => ask('tools')}>
                  <WrenchIcon aria-hidden /> Tools
                </DropdownMenu.Item>
                <DropdownMenu.Item className={itemClass} onSelect={() => ask('instructions')}>
                  <ScrollTextIcon aria-hidden /> Instructions{session.systemPrompt ? ' (on)' : ''}
                </DropdownMenu.Item>
              </>
            )}
            {phone?.menu}
            {figures && <p className="px-2 py-1.5 text-xs text-muted-foreground sm:hidden">{figures}</p>}
          </DropdownMenu.Content>
        </DropdownMenu.Root>
      )}
    </div>
  );
}
