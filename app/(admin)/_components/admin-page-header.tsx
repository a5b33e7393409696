import { Button } from '@/components/ui/button';
import { signOutAction } from './sign-out-action';

/** The admin pages' header: the page's title, who is signed in, and DEACTIVATE (sign out). */
export function AdminPageHeader({ title, email }: { title: string; email: string }) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-4 border-b pb-4">
      <div>
        <h1 className="font-mono text-2xl font-bold tracking-widest">{title}</h1>
        <p className="text-sm text-muted-foreground">
          Logged in as <span className="text-foreground">{email}</span>
        </p>
      </div>
      {/* data-leaves-page: the dashboard asks before unsaved edits are dropped (use-unsaved-guard). */}
      <form action={signOutAction} data-leaves-page="">
        <Button type="submit" variant="destructive" className="font-mono tracking-widest">
          DEACTIVATE
        </Button>
      </form>
    </header>
  );
}
