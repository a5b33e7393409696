import type { EditMark } from '@/lib/content/edit-marks';

/**
 * Tactical section title: a decorative monospace code line above the h2. `mark`: the title's
 * "Edit page" mark, when the title is a field (see lib/content/edit-marks).
 */
export function SectionHeader({ id, code, title, mark }: { id: string; code: string; title: string; mark?: EditMark }) {
  return (
    <div className="mb-8 space-y-2">
      <p aria-hidden className="eyebrow">
        {code}
      </p>
      <h2 id={id} className="page-h2" {...mark}>
        {title}
      </h2>
    </div>
  );
}
