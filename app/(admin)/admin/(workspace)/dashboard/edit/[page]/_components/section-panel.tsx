'use client';

import { ChevronDown } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { isPlainObject } from '@/app/(admin)/admin/(workspace)/dashboard/_components/content-manager/content-paths';
import { SectionForm as SectionFields } from '@/app/(admin)/admin/(workspace)/dashboard/_components/content-manager/section-form';
import { isDirty } from '@/app/(admin)/admin/(workspace)/dashboard/_components/content-manager/unsaved-sections';
import { sectionLabel } from '@/lib/content/labels';
import type { ContentRow } from '@/lib/data/port';
import type { SectionEdit } from './use-draft-autosave';

/** The element ids of a section's fields here: 'edit-<section id>-field-<path>'. */
export const formPrefix = (id: string) => `edit-${id}`;

type PanelProps = {
  rows: ContentRow[];
  edits: Record<string, SectionEdit>;
  openId: string | null;
  onOpen: (id: string | null) => void;
  onEdit: (row: ContentRow, change: (content: unknown) => unknown) => void;
};

/**
 * Every section of the page as a form (the dashboard's own field editors): the way in for a
 * keyboard, and for what has no place on the page (links, e-mail subjects, search texts).
 */
export function SectionPanel({ rows, edits, openId, onOpen, onEdit }: PanelProps) {
  return (
    <aside
      aria-labelledby="edit-sections-title"
      className="grid min-w-0 content-start gap-2 lg:max-h-[calc(100vh-11rem)] lg:overflow-y-auto lg:pr-1"
    >
      <h2 id="edit-sections-title" className="font-mono text-sm tracking-widest">
        SECTIONS
      </h2>
      <p className="text-xs text-muted-foreground">
        Click a text on the page to edit it here, or open a section. Links, e-mail subjects and search texts have no
        place on the page: they are in these forms.
      </p>
      {rows.map((row) => (
        <SectionForm
          key={row.id}
          row={row}
          edit={edits[row.id]}
          open={openId === row.id}
          onToggle={() => onOpen(openId === row.id ? null : row.id)}
          onEdit={onEdit}
        />
      ))}
    </aside>
  );
}

type FormProps = {
  row: ContentRow;
  edit?: SectionEdit;
  open: boolean;
  onToggle: () => void;
  onEdit: PanelProps['onEdit'];
};

function SectionForm({ row, edit, open, onToggle, onEdit }: FormProps) {
  const title = sectionLabel(row.pageName, row.sectionName);
  const content = edit ? edit.content : row.content;
  const bodyId = `${formPrefix(row.id)}-body`;
  return (
    <section className="rounded-md border bg-card">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-2 rounded-md p-3 text-left text-sm font-medium hover:bg-muted/50"
        >
          <span>{title}</span>
          <span className="flex items-center gap-2">
            {isDirty(row, edit) && <Badge variant="outline">Draft</Badge>}
            <ChevronDown aria-hidden className={open ? 'size-4 rotate-180' : 'size-4'} />
          </span>
        </button>
      </h3>
      {open && (
        <div id={bodyId} className="border-t p-3">
          {isPlainObject(content) ? (
            <SectionFields
              pageName={row.pageName}
              sectionName={row.sectionName}
              value={content}
              onChange={(next) => onEdit(row, () => next)}
              idPrefix={formPrefix(row.id)}
              loaded={row.content}
            />
          ) : (
            <p className="text-sm text-muted-foreground">This section is edited as JSON on the dashboard.</p>
          )}
        </div>
      )}
    </section>
  );
}
