'use client';

import { BarChart3Icon, ColumnsIcon, PlusIcon, SettingsIcon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';

const itemClass =
  'flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none focus:bg-accent focus:text-accent-foreground data-[disabled]:opacity-50 [&_svg]:size-4';

export type PhoneMenu = {
  /** Null for the new chat, which is already new. */
  onNewChat: (() => void) | null;
  /** Null where Compare is not offered (the new chat); otherwise whether it is on, and its switch. */
  compare: { on: boolean; busy: boolean; toggle: () => void } | null;
  onTab: (tab: 'settings' | 'usage') => void;
};

/**
 * On a phone the tab row and the Compare row give their room to the conversation: what they held
 * is here, in the chat's menu (the row comes back while Settings or Usage is shown).
 */
export function PhoneChatMenuItems({ onNewChat, compare, onTab }: PhoneMenu) {
  return (
    <>
      {onNewChat && (
        <DropdownMenu.Item className={itemClass} onSelect={onNewChat}>
          <PlusIcon aria-hidden /> New chat
        </DropdownMenu.Item>
      )}
      {compare && (
        <DropdownMenu.CheckboxItem
          className={itemClass}
          checked={compare.on}
          disabled={compare.busy}
          onCheckedChange={compare.toggle}
        >
          <ColumnsIcon aria-hidden /> Compare models{compare.on ? ' (on)' : ''}
        </DropdownMenu.CheckboxItem>
      )}
      <DropdownMenu.Separator className="-mx-1 my-1 h-px bg-border" />
      <DropdownMenu.Item className={itemClass} onSelect={() => onTab('settings')}>
        <SettingsIcon aria-hidden /> Settings
      </DropdownMenu.Item>
      <DropdownMenu.Item className={itemClass} onSelect={() => onTab('usage')}>
        <BarChart3Icon aria-hidden /> Usage
      </DropdownMenu.Item>
    </>
  );
}
