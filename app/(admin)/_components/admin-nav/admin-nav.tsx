'use client';

import { Menu } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import type { NavViewer } from './admin-nav-items';
import { AdminNavLinks } from './admin-nav-links';

const BRAND = 'ADMIN';

/** Wide screens: a sidebar that stays in place while the page scrolls. */
export function AdminSidebar({ viewer }: { viewer: NavViewer }) {
  return (
    <aside className="sticky top-0 hidden h-dvh w-60 shrink-0 overflow-y-auto border-r bg-card/40 p-4 lg:block">
      <p className="mb-6 px-3 font-mono text-sm font-bold tracking-widest">{BRAND}</p>
      <nav aria-label="Admin">
        <AdminNavLinks viewer={viewer} />
      </nav>
    </aside>
  );
}

/**
 * The admin pages in a sheet from the left, opened by a "Menu" button: the narrow screens' navigation
 * (the bar below, and the AI portal's header, which has no room for a bar of its own).
 */
export function AdminMenuSheet({ viewer }: { viewer: NavViewer }) {
  const [open, setOpen] = useState(false);
  // Closed again whenever the page changes, including through the browser's back button.
  const pathname = usePathname();
  const [openedAt, setOpenedAt] = useState(pathname);
  if (open && openedAt !== pathname) setOpen(false);
  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        setOpenedAt(pathname);
        setOpen(next);
      }}
    >
      <SheetTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <Menu aria-hidden /> Menu
        </Button>
      </SheetTrigger>
      <SheetContent side="left" className="w-72 p-4">
        <SheetHeader className="p-0 pr-8">
          <SheetTitle className="font-mono tracking-widest">{BRAND}</SheetTitle>
          <SheetDescription className="sr-only">The pages of the admin area</SheetDescription>
        </SheetHeader>
        <nav aria-label="Admin">
          <AdminNavLinks viewer={viewer} onNavigate={() => setOpen(false)} />
        </nav>
      </SheetContent>
    </Sheet>
  );
}

/** Narrow screens: a bar with a menu button that opens the same links in a sheet. */
export function AdminMobileBar({ viewer }: { viewer: NavViewer }) {
  return (
    <div className="sticky top-0 z-40 flex items-center gap-3 border-b bg-background/95 px-4 py-2 backdrop-blur lg:hidden">
      <AdminMenuSheet viewer={viewer} />
      <span className="font-mono text-sm font-bold tracking-widest">{BRAND}</span>
    </div>
  );
}
