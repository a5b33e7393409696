/**
 * Pure helpers for editing section content by path (no React). A path is a list of object keys
 * and list indexes, e.g. ['values', 2, 'title']; joined with dots it matches the server's
 * fieldErrors keys ('values.2.title').
 */

export type Path = ReadonlyArray<string | number>;

/** Strings longer than this (at load time) get a multi-line box. */
export const MULTILINE_THRESHOLD = 100;

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The server's fieldErrors key for a path; the root is '_'. */
export function pathKey(path: Path): string {
  return path.length === 0 ? '_' : path.join('.');
}

/**
 * An element id for a path, unique per page because the prefix carries the section id. The
 * "field" part keeps a field named "title" or "json" clear of the card's own `${prefix}-title`.
 */
export function fieldId(prefix: string, path: Path): string {
  return [prefix, 'field', ...path].join('-').replace(/[^\w-]/g, '_');
}

export function getAt(root: unknown, path: Path): unknown {
  let current = root;
  for (const part of path) {
    if (typeof part === 'number') {
      if (!Array.isArray(current)) return undefined;
      current = current[part];
    } else {
      if (!isPlainObject(current) || !Object.hasOwn(current, part)) return undefined;
      current = current[part];
    }
  }
  return current;
}

/** A copy of `root` with `value` at `path`; only the containers along the path are copied. */
export function setAt(root: unknown, path: Path, value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (typeof head === 'number') {
    const list = Array.isArray(root) ? [...root] : [];
    list[head] = setAt(list[head], rest, value);
    return list;
  }
  const object = isPlainObject(root) ? root : {};
  return { ...object, [head]: setAt(object[head], rest, value) };
}

/** The same path with every list index replaced by 0: where a template for a new item lives. */
export function templatePath(path: Path): Path {
  return path.map((part) => (typeof part === 'number' ? 0 : part));
}

export function isMultiline(value: unknown): boolean {
  // A line break would be lost in a single-line input, so such strings are multi-line too.
  return typeof value === 'string' && (value.length > MULTILINE_THRESHOLD || /[\r\n]/.test(value));
}

/**
 * Whether the string at `path` gets a multi-line box, decided from the reference contents
 * (the loaded content, then the defaults) rather than the draft, so that the box does not
 * change kind while someone types. A path a reference lacks (a new item) follows its first sibling.
 */
export function multilineAt(references: unknown[], path: Path): boolean {
  for (const reference of references) {
    const exact = getAt(reference, path);
    const value = typeof exact === 'string' ? exact : getAt(reference, templatePath(path));
    if (typeof value === 'string') return isMultiline(value);
  }
  return false;
}

/** An empty value of the same shape: '' for strings, false for booleans, [] for lists. */
export function blankLike(value: unknown): unknown {
  if (typeof value === 'string') return '';
  if (typeof value === 'boolean') return false;
  if (typeof value === 'number') return 0;
  if (Array.isArray(value)) return [];
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, blankLike(v)]));
  return null;
}

/** The first item found for the list at `listPath`, trying the references in turn (pass the defaults first). */
export function itemModel(references: unknown[], listPath: Path): unknown {
  for (const reference of references) {
    const first = getAt(reference, [...templatePath(listPath), 0]);
    if (first !== undefined) return first;
  }
  return undefined;
}

/** A new, empty item for the list at `listPath`, shaped like the model item ('' if there is none). */
export function newListItem(references: unknown[], listPath: Path): unknown {
  const model = itemModel(references, listPath);
  return model === undefined ? '' : blankLike(model);
}

/**
 * The keys of `value` in the order of `model` (the section defaults at the same path), then any
 * others: stored JSON may come back with its keys reordered, and the form should follow the page.
 */
export function orderedKeys(value: Record<string, unknown>, model: unknown): string[] {
  const keys = Object.keys(value);
  if (!isPlainObject(model)) return keys;
  const known = Object.keys(model).filter((key) => Object.hasOwn(value, key));
  return [...known, ...keys.filter((key) => !Object.hasOwn(model, key))];
}
