/**
 * Shown in place of a workspace page while the server renders it; the navigation stays. Without
 * it a click in the navigation changed nothing on screen until the whole next page had arrived.
 */
export default function Loading() {
  return (
    <div role="status" className="flex items-center justify-center gap-3 p-10 font-mono text-sm text-muted-foreground">
      <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-primary border-t-transparent" />
      Loading...
    </div>
  );
}
