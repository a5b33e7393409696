/** Shown while a protected page checks who is signed in. */
export default function Loading() {
  return (
    <div
      role="status"
      className="flex min-h-dvh items-center justify-center gap-3 font-mono text-sm text-muted-foreground"
    >
      <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-primary border-t-transparent" />
      Loading authentication...
    </div>
  );
}
