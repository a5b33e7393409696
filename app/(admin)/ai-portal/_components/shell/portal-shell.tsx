'use client';

import { LogOutIcon, PanelLeftCloseIcon, PanelLeftOpenIcon } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import { AdminMenuSheet, AdminSidebar } from '@/app/(admin)/_components/admin-nav/admin-nav';
import type { NavViewer } from '@/app/(admin)/_components/admin-nav/admin-nav-items';
import { signOutAction } from '@/app/(admin)/_components/sign-out-action';
import { Button } from '@/components/ui/button';
import { rememberNavHidden } from './nav-preference';

type Props = {
  /** The admin navigation this user sees; null for an account without admin rights (no admin pages). */
  viewer: NavViewer | null;
  email: string;
  /** The navigation was hidden when the portal was last open. */
  navHidden: boolean;
  children: React.ReactNode;
};

/** Leaves the admin area: the same action as the admin pages' DEACTIVATE. */
function SignOut() {
  return (
    <form action={signOutAction} data-leaves-page="">
      <Button type="submit" variant="outline" size="sm" aria-label="Sign out" title="Sign out">
        <LogOutIcon aria-hidden /> <span className="max-sm:hidden">Sign out</span>
      </Button>
    </form>
  );
}

/**
 * The portal inside the admin area's shell: the admin navigation beside it on a wide screen (hidden
 * on request, to give the chat the width), in a Menu sheet on a narrow one; the account and sign-out
 * in the header row. The page itself never scrolls: the chat scrolls inside.
 */
export function PortalShell({ viewer, email, navHidden, children }: Props) {
  const [hidden, setHidden] = useState(navHidden);
  const toggle = () => {
    rememberNavHidden(!hidden);
    setHidden(!hidden);
  };
  return (
    <div className="flex h-dvh">
      {viewer && !hidden && <AdminSidebar viewer={viewer} />}
      <main id="main" className="flex h-dvh min-w-0 flex-1 flex-col gap-3 p-3 sm:gap-4 sm:px-6 sm:py-4">
        <header className="flex items-center gap-2 border-b pb-2 sm:gap-3">
          {viewer && (
            <>
              <Button
                type="button"
                variant="ghost"
                size="icon-sm"
                className="max-lg:hidden"
                aria-label={hidden ? 'Show navigation' : 'Hide navigation'}
                title={hidden ? 'Show navigation' : 'Hide navigation'}
                onClick={toggle}
              >
                {hidden ? <PanelLeftOpenIcon aria-hidden /> : <PanelLeftCloseIcon aria-hidden />}
              </Button>
              <div className="lg:hidden">
                <AdminMenuSheet viewer={viewer} />
              </div>
            </>
          )}
          <h1 className="min-w-0 truncate font-mono text-base font-bold tracking-widest sm:text-xl">
            AI COMMAND PORTAL
          </h1>
          <div className="ml-auto flex min-w-0 items-center gap-2">
            {/* The account's own page (password, passkeys, sessions) from where the user is signed in. */}
            <Link
              href="/admin/account"
              title="Your account"
              className="min-w-0 truncate text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline max-sm:hidden"
            >
              {email}
            </Link>
            <SignOut />
          </div>
        </header>
        {children}
      </main>
    </div>
  );
}
