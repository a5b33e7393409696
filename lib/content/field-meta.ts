import { z } from 'zod';
import { ICON_NAMES } from './icons';

/**
 * The owner's words for a field, written beside its schema with zod's `.meta()`:
 * `line().meta({ label: 'Headline', hint: 'The large title at the top' })`, and for a list
 * `list(...).meta({ label: 'Mottos', itemLabel: 'Motto' })` ("Motto 2", "Add a motto").
 * Typed for every schema by augmenting zod's GlobalMeta (zod 4's documented way).
 */
declare module 'zod' {
  interface GlobalMeta {
    label?: string;
    hint?: string;
    itemLabel?: string;
  }
}

export type Path = ReadonlyArray<string | number>;
export type FieldMeta = { label?: string; hint?: string; itemLabel?: string };

/** The schema inside optional/nullable/default wrappers, which carry no meta of their own. */
function unwrap(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return unwrap(schema.unwrap() as z.ZodType);
  return schema;
}

/** The meta of a field: its own, else the one of the schema it wraps (`.optional()` after `.meta()`). */
export function fieldMeta(schema: z.ZodType | undefined): FieldMeta {
  if (!schema) return {};
  const own = schema.meta();
  if (own?.label) return own;
  const inner = unwrap(schema);
  return (inner === schema ? own : inner.meta()) ?? {};
}

/** The schema of the value at `path` (undefined where the schema has no such place). */
export function schemaAt(root: z.ZodType, path: Path): z.ZodType | undefined {
  let current: z.ZodType | undefined = root;
  for (const part of path) {
    const inner: z.ZodType | undefined = current && unwrap(current);
    if (typeof part === 'number') current = inner instanceof z.ZodArray ? (inner.element as z.ZodType) : undefined;
    else current = inner instanceof z.ZodObject ? (inner.shape[part] as z.ZodType | undefined) : undefined;
  }
  return current;
}

/** What one step of a path is called: a key by its label, a list index as "Motto 2". */
function stepLabel(root: z.ZodType, path: Path, index: number): string | undefined {
  const part = path[index];
  if (typeof part === 'number') {
    const list = fieldMeta(schemaAt(root, path.slice(0, index)));
    return `${list.itemLabel ?? list.label ?? 'Item'} ${part + 1}`;
  }
  return fieldMeta(schemaAt(root, path.slice(0, index + 1))).label;
}

/** The label of the field at `path` ("Motto 2", "Title"); undefined if the schema does not name it. */
export function labelAt(root: z.ZodType, path: Path): string | undefined {
  return path.length === 0 ? fieldMeta(root).label : stepLabel(root, path, path.length - 1);
}

/**
 * A whole path in words, for messages and history: "Value 3 › Title". A list's own label is
 * left out before one of its items, whose label already says what it is.
 */
export function describePath(root: z.ZodType, path: Path): string {
  const words: string[] = [];
  path.forEach((part, index) => {
    if (typeof path[index + 1] === 'number') return;
    words.push(stepLabel(root, path, index) ?? String(part));
  });
  return words.join(' › ');
}

/** How many items a list may hold, from its `.min()`/`.max()`/`.length()` checks. */
export function listBounds(schema: z.ZodType | undefined): { min: number; max: number } {
  const bounds = { min: 0, max: Infinity };
  const inner = schema && unwrap(schema);
  if (!(inner instanceof z.ZodArray)) return bounds;
  for (const check of inner._zod.def.checks ?? []) {
    const def = check._zod.def as { check: string; minimum?: number; maximum?: number; length?: number };
    if (def.check === 'min_length' && def.minimum !== undefined) bounds.min = def.minimum;
    if (def.check === 'max_length' && def.maximum !== undefined) bounds.max = def.maximum;
    if (def.check === 'length_equals' && def.length !== undefined) bounds.min = bounds.max = def.length;
  }
  return bounds;
}

/** The choices of a field that takes one of a fixed set of values (statuses, icons). */
export function choicesOf(schema: z.ZodType | undefined): readonly string[] | undefined {
  const inner = schema && unwrap(schema);
  return inner instanceof z.ZodEnum ? (inner.options as string[]) : undefined;
}

/** An icon field: its choices are the site's own icons (a `.meta()` copy of iconSchema is not the same object). */
export function isIconField(schema: z.ZodType | undefined): boolean {
  const choices = choicesOf(schema);
  return !!choices && choices.length === ICON_NAMES.length && ICON_NAMES.every((name, i) => choices[i] === name);
}
