'use client';

import { PanelLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { SEARCH_BOX_ID } from './session-search';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opened by Ctrl/Cmd+K: the search box gets the focus instead of the first button. */
  focusSearch: boolean;
  children: ReactNode;
};

/** On a narrow screen the session list and model settings wait behind a "Sessions" button. */
export function SessionsSheet({ open, onOpenChange, focusSearch, children }: Props) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>
        <Button type="button" variant="outline" size="sm" className="lg:hidden">
          <PanelLeftIcon aria-hidden /> Sessions
        </Button>
      </SheetTrigger>
      <SheetContent
        side="left"
        className="w-[min(24rem,calc(100%-2.5rem))] gap-4 overflow-y-auto overscroll-contain p-3 pt-12"
        onOpenAutoFocus={(event) => {
          if (!focusSearch) return;
          event.preventDefault();
          document.getElementById(SEARCH_BOX_ID)?.focus();
        }}
      >
        <SheetTitle className="sr-only">Sessions</SheetTitle>
        <SheetDescription className="sr-only">Your chat sessions and the model settings.</SheetDescription>
        {children}
      </SheetContent>
    </Sheet>
  );
}
