'use client';

import { BarChart3Icon, ColumnsIcon, PlusIcon, SettingsIcon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';

const itemClass =
  'flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none focus:bg-accent focus:text-accent-foreground data-[disabled]:opacity-50 [&_svg]:size-4';

export type PhoneMenu = {
  /** False for the new chat, which is already new and offers no Compare yet. */
  inChat: boolean;
  onNewChat: () => void;
  compare: { enabled: boolean; running: boolean; setEnabled: (enabled: boolean) => void };
  onTab: (tab: 'settings' | 'usage') => void;
};

/**
 * On a phone the tab row and the Compare row give their room to the conversation: what they held
 * is here, in the chat's menu (the row comes back while Settings or Usage is shown).
 */
export function PhoneChatMenuItems({ inChat, onNewChat, compare, onTab }: PhoneMenu) {
  return (
    <>
      {inChat && (
        <DropdownMenu.Item className={itemClass} onSelect={onNewChat}>
          <PlusIcon aria-hidden /> New chat
        </DropdownMenu.Item>
      )}
      {inChat && (
        <DropdownMenu.CheckboxItem
          className={itemClass}
          checked={compare.enabled}
          disabled={compare.running}
          onCheckedChange={compare.setEnabled}
        >
          <ColumnsIcon aria-hidden /> Compare models{compare.enabled ? ' (on)' : ''}
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
