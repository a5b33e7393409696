import type { EditMark } from '@/lib/content/edit-marks';

/**
 * A status/priority/type label in the tactical style; the colour comes from badge-colors.
 * A plain span with `.tag-badge` (app/globals.css) rather than the UI kit's Badge, whose
 * 400-character class list was repeated on every label of /portfolio, in the HTML and
 * again in the RSC payload.
 */
export function TagBadge({ label, colorClass, mark }: { label: string; colorClass: string; mark?: EditMark }) {
  return (
    <span className={`tag-badge ${colorClass}`} {...mark}>
      {label}
    </span>
  );
}
