/**
 * A tool's status label. Its colour comes from `.status-badge[data-status=...]` in
 * app/globals.css (grey for any status without its own): the badge repeats on every tool, so
 * the colour classes are not repeated in the page's HTML and RSC payload.
 */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span data-status={status} className="status-badge">
      {status}
    </span>
  );
}
