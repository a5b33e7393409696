import { cache } from 'react';

/**
 * The attributes that tell the "Edit page" frame which field a text on the public page shows.
 * They are drawn only while this render is that frame's draft preview (see draft-preview.ts):
 * React's `cache` keeps one switch per server render, so the cached public pages, rendered
 * without it, never carry them. In the browser `cache` keeps nothing, so the dashboard's
 * client-side previews draw the sections unmarked. For the same reason a text drawn inside a client
 * component cannot mark itself: the server page makes its marks (`editableFields`) and passes them down.
 */
const marking = cache(() => ({ on: false }));

/** Turns the marks on for the rest of this server render (the draft preview only). */
export function markEditableTexts(): void {
  marking().on = true;
}

export type EditMark = {
  'data-edit-page'?: string;
  'data-edit-section'?: string;
  'data-edit-path'?: string;
};

/** Spread onto the element whose whole text is the field at `path` (dotted, e.g. "values.2.title"). */
export function editable(page: string, section: string, path: string): EditMark {
  if (!marking().on) return {};
  return { 'data-edit-page': page, 'data-edit-section': section, 'data-edit-path': path };
}

/**
 * The marks of several fields of one section, made on the server for a component drawn inside a
 * client component. None when not marking, so a visitor's page carries nothing extra.
 */
export function editableFields<Path extends string>(
  page: string,
  section: string,
  paths: readonly Path[],
): Record<Path, EditMark> | undefined {
  if (!marking().on) return undefined;
  return Object.fromEntries(paths.map((path) => [path, editable(page, section, path)])) as Record<Path, EditMark>;
}
