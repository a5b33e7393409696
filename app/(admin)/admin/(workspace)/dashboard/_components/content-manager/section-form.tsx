'use client';

import { useId, useMemo, useState } from 'react';
import { ObjectFields } from './content-fields';
import { isPlainObject, setAt } from './content-paths';
import { sectionDefaults } from './section-defaults';
import { SectionEditorContext, type SectionEditor } from './section-editor-context';

type SectionFormProps = {
  pageName: string;
  sectionName: string;
  /** The section's content as edited so far. */
  value: unknown;
  /** Called with the whole new content on every edit. */
  onChange: (next: unknown) => void;
  /** Messages from a refused save, keyed by dotted path ('values.2.title'; '_' for the section). */
  fieldErrors?: Record<string, string[]>;
  /** Makes element ids unique when several forms share a page; one is generated if left out. */
  idPrefix?: string;
  /** The content as stored: decides which texts get a multi-line box. The first value if left out. */
  loaded?: unknown;
};

/**
 * The fields of one section, labelled from its schema: the dashboard's section cards use it, and
 * any other screen that edits a section (it holds no state of its own but the first value).
 */
export function SectionForm({
  pageName,
  sectionName,
  value,
  onChange,
  fieldErrors,
  idPrefix,
  loaded,
}: SectionFormProps) {
  const generated = useId();
  const [firstValue] = useState(value);
  const defaults = useMemo(() => sectionDefaults(pageName, sectionName), [pageName, sectionName]);
  const editor: SectionEditor = {
    pageName,
    sectionName,
    idPrefix: idPrefix ?? `section-form${generated.replaceAll(':', '')}`,
    loaded: loaded ?? firstValue,
    defaults,
    fieldErrors: fieldErrors ?? {},
    update: (path, next) => onChange(setAt(value, path, next)),
  };
  if (!isPlainObject(value)) return null;
  return (
    <SectionEditorContext value={editor}>
      <ObjectFields path={[]} value={value} />
    </SectionEditorContext>
  );
}
