'use client';

import { createContext, use } from 'react';
import { fieldId, pathKey, type Path } from './content-paths';

export type SectionEditor = {
  /** The section being edited: its schema names the fields (labels, hints, list bounds, icon fields). */
  pageName: string;
  sectionName: string;
  /** Makes element ids unique per page: several sections have fields with the same keys. */
  idPrefix: string;
  /** The content as loaded: decides which strings get a multi-line box. */
  loaded: unknown;
  /** The section defaults: shape of new list items and order of the fields. */
  defaults: unknown;
  fieldErrors: Record<string, string[]>;
  update: (path: Path, value: unknown) => void;
};

export const SectionEditorContext = createContext<SectionEditor | null>(null);

export function useSectionEditor(): SectionEditor {
  const editor = use(SectionEditorContext);
  if (!editor) throw new Error('Field editors must be rendered inside a section editor.');
  return editor;
}

/** The id, error messages and aria attributes of the control at `path`. */
export function useFieldState(path: Path) {
  const editor = useSectionEditor();
  const id = fieldId(editor.idPrefix, path);
  const errors = editor.fieldErrors[pathKey(path)];
  const errorId = `${id}-error`;
  const aria = errors ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
  return { editor, id, errors, errorId, aria };
}
