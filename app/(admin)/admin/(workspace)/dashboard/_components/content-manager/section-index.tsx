import type { ContentRow } from '@/lib/data/port';
import { cn } from '@/lib/utils';
import { pageLabel, sectionLabel } from '@/lib/content/labels';

/** Where each section card of a page sits: the index links to it by this id. */
export const sectionAnchor = (row: ContentRow) => `section-${row.id}`;

/**
 * The chosen page's sections as links that jump to each card, with the ones holding unsaved
 * edits marked. Sticky beside the cards on wide screens; one wrapping row above them on a phone.
 */
export function SectionIndex({
  pageName,
  sections,
  dirtyIds,
}: {
  pageName: string;
  sections: ContentRow[];
  dirtyIds: ReadonlySet<string>;
}) {
  return (
    <nav aria-label={`Sections of ${pageLabel(pageName)}`} className="lg:sticky lg:top-4 lg:order-last lg:self-start">
      <p className="mb-2 hidden font-mono text-xs tracking-widest text-muted-foreground lg:block">SECTIONS</p>
      <ul className="flex flex-wrap gap-1.5 lg:grid lg:gap-0.5">
        {sections.map((row) => {
          const dirty = dirtyIds.has(row.id);
          return (
            <li key={row.id}>
              <a
                href={`#${sectionAnchor(row)}`}
                className={cn(
                  'flex items-center gap-2 rounded-md border px-2 py-1 font-mono text-xs text-muted-foreground hover:bg-accent hover:text-foreground lg:border-0 lg:px-3 lg:py-1.5 lg:text-sm',
                  dirty && 'border-amber-500/60 text-foreground',
                )}
              >
                {sectionLabel(row.pageName, row.sectionName)}
                {dirty && (
                  <>
                    <span aria-hidden className="size-2 rounded-full bg-amber-400" />
                    <span className="sr-only">(unsaved changes)</span>
                  </>
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
