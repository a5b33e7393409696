import Link from 'next/link';

/** What a signed-in account without admin rights sees on an admin-only page. */
export function AccessDenied({ email }: { email: string }) {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="font-mono text-2xl font-bold tracking-widest">ACCESS DENIED</h1>
      <p className="text-muted-foreground">
        {email} is signed in but is not an admin. Ask the site owner for admin rights.
      </p>
      <Link href="/" className="text-primary underline-offset-4 hover:underline">
        Return to Home
      </Link>
    </main>
  );
}
