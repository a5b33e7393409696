'use client';

import { memo, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { ContentRow } from '@/lib/data/port';
import { ConflictReload } from './conflict-reload';
import { sectionLabel } from '@/lib/content/labels';
import { isPlainObject, setAt } from './content-paths';
import { JsonEditor, parseJson } from './json-editor';
import { LocalTime } from '@/app/(admin)/_components/local-time';
import { PreviewToggle, WithPreview } from './preview-toggle';
import { SectionHistory } from './section-history';
import { isSeoContent, SEO_SECTION, SeoSearchPreview } from './seo-search-preview';
import { SectionPreview } from './section-preview';
import { SectionForm } from './section-form';
import { SectionMenu } from './section-menu';
import { useSectionSave } from './use-section-save';
import { isDirty, type Draft } from './unsaved-sections';
import { ViewOnSite } from './view-on-site';

export type { Draft };

type SectionCardProps = {
  row: ContentRow;
  /** The card's id, which the section index links to. */
  anchor: string;
  draft?: Draft;
  onEdit: (row: ContentRow, change: (content: unknown) => unknown) => void;
  onSaved: (section: ContentRow) => void;
  onDiscard: (id: string) => void;
};

const pretty = (value: unknown) => JSON.stringify(value, null, 2) ?? '';

// Memoised: an edit changes one section's draft, and only that card needs to render again.
export const SectionCard = memo(function SectionCard({
  row,
  anchor,
  draft,
  onEdit,
  onSaved,
  onDiscard,
}: SectionCardProps) {
  const content = draft ? draft.content : row.content;
  const idPrefix = `section-${row.id}`;
  const seo = row.sectionName === SEO_SECTION;
  const title = sectionLabel(row.pageName, row.sectionName);
  // null: the form; a string: the JSON text as typed (it may not parse yet).
  const [jsonText, setJsonText] = useState<string | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const formPossible = isPlainObject(content);
  const showJson = jsonText !== null || !formPossible;
  const text = jsonText ?? pretty(content);
  const jsonInvalid = showJson && !parseJson(text).ok;
  const dirty = isDirty(row, draft);

  const { saving, problem, save, clearProblem } = useSectionSave({
    id: row.id,
    content,
    // The version the edits started from, so a save made meanwhile by someone else is refused.
    expectedUpdatedAt: draft?.baseUpdatedAt ?? row.updatedAt,
    onSaved: (section) => {
      if (jsonText !== null) setJsonText(pretty(section.content));
      onSaved(section);
    },
  });

  function editJson(next: string) {
    setJsonText(next);
    const parsed = parseJson(next);
    if (parsed.ok) onEdit(row, () => parsed.value);
  }

  function discard() {
    setJsonText(null);
    clearProblem();
    onDiscard(row.id);
  }

  return (
    // Scroll margin: a jump from the section index lands below the phone's sticky menu bar.
    <Card id={anchor} role="region" aria-labelledby={`${idPrefix}-title`} className="scroll-mt-16 lg:scroll-mt-4">
      {/* On a phone the actions go under the title, which would otherwise wrap a word per line. */}
      <CardHeader className="px-3 max-sm:has-data-[slot=card-action]:grid-cols-1 sm:px-6">
        <CardTitle>
          <h3 id={`${idPrefix}-title`} className="font-mono tracking-wider">
            {title}
          </h3>
        </CardTitle>
        <CardDescription>
          <LastUpdated row={row} />
        </CardDescription>
        <CardAction className="flex flex-wrap items-center justify-end gap-2 max-sm:col-start-1 max-sm:row-span-1 max-sm:row-start-auto max-sm:justify-start max-sm:justify-self-start">
          {dirty && <Badge variant="outline">Unsaved changes</Badge>}
          <ViewOnSite pageName={row.pageName} sectionName={row.sectionName} title={title} />
          {/* The search card is its own preview: the search result, drawn as the owner types. */}
          {!seo && <PreviewToggle open={previewOpen} onToggle={() => setPreviewOpen(!previewOpen)} />}
          <SectionHistory
            row={row}
            title={title}
            dirty={dirty}
            onRestored={(section) => {
              setJsonText(null);
              clearProblem();
              onSaved(section);
            }}
          />
          {formPossible && (
            <SectionMenu
              title={title}
              showingJson={showJson}
              onToggleJson={() => setJsonText(showJson ? null : pretty(content))}
            />
          )}
        </CardAction>
      </CardHeader>
      <CardContent className="grid gap-4 px-3 sm:px-6">
        {problem && (
          <Alert variant="destructive">
            <AlertTitle>{problem.conflict ? 'Someone else saved this section' : 'Not saved'}</AlertTitle>
            <AlertDescription className="grid gap-2">
              <p>{problem.message}</p>
              {problem.conflict && <ConflictReload sectionLabel={title} onConfirm={discard} />}
            </AlertDescription>
          </Alert>
        )}
        {/* Edits made while a save is in flight would be dropped with the draft, so the form is locked. */}
        <WithPreview
          preview={
            previewOpen && (
              <SectionPreview pageName={row.pageName} sectionName={row.sectionName} title={title} content={content} />
            )
          }
        >
          <fieldset disabled={saving} className="m-0 min-w-0 border-0 p-0">
            {showJson ? (
              <JsonEditor id={`${idPrefix}-json`} label={`${title} as JSON`} text={text} onTextChange={editJson} />
            ) : (
              <SectionForm
                pageName={row.pageName}
                sectionName={row.sectionName}
                value={content}
                onChange={(next) => onEdit(row, () => next)}
                fieldErrors={problem?.fieldErrors}
                idPrefix={idPrefix}
                loaded={row.content}
              />
            )}
            {seo && isSeoContent(content) && (
              <SeoSearchPreview
                pageName={row.pageName}
                seo={content}
                onDrafted={(description) => onEdit(row, (current) => setAt(current, ['description'], description))}
              />
            )}
          </fieldset>
        </WithPreview>
        <div>
          <Button type="button" onClick={() => void save()} disabled={saving || jsonInvalid}>
            {saving ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
});

/**
 * The seed's rows have no author ("unknown"): nobody has edited them, so they hold the original
 * text. They still say when that text went in ("Last updated" is on every card).
 */
function LastUpdated({ row }: { row: ContentRow }) {
  if (row.updatedBy === 'unknown')
    return (
      <>
        Not edited yet (the original text) · Last updated <LocalTime iso={row.updatedAt} format="precise" />
      </>
    );
  return (
    <>
      Last updated <LocalTime iso={row.updatedAt} format="precise" /> by{' '}
      <span className="text-foreground">{row.updatedBy}</span>
    </>
  );
}
