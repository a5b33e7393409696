'use client';

import { PlusIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/utils';

type Props = {
  /** On a phone the row shows only while Settings or Usage is open; in the chat its entries sit in the chat's menu. */
  chatShown: boolean;
  /** The Sessions sheet with its trigger (narrow screens). */
  sessions: ReactNode;
  onNewChat: () => void;
  /** The keyboard shortcuts button and dialog. */
  shortcuts: ReactNode;
};

/** Sessions (narrow screens), the Chat / Settings / Usage tabs, New (narrow screens) and the shortcuts. */
export function PortalTabRow({ chatShown, sessions, onNewChat, shortcuts }: Props) {
  return (
    // With the Usage tab, a phone's width holds the row only with the New button as its icon.
    <div className={cn('flex items-center gap-2 max-sm:gap-0.5', chatShown && 'max-sm:hidden')}>
      {sessions}
      <TabsList>
        <TabsTrigger value="chat">Chat</TabsTrigger>
        <TabsTrigger value="settings">Settings</TabsTrigger>
        <TabsTrigger value="usage">Usage</TabsTrigger>
      </TabsList>
      <div className="ml-auto flex items-center gap-1">
        <Button type="button" variant="outline" size="sm" onClick={onNewChat} className="lg:hidden">
          <PlusIcon aria-hidden /> <span className="max-sm:sr-only">New</span>
          <span className="sr-only"> Session</span>
        </Button>
        {shortcuts}
      </div>
    </div>
  );
}
