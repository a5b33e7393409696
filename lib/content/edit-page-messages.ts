/**
 * The messages between the "Edit page" screen and the public page in its frame (same origin
 * only: each side checks the other's origin and window). Plain data, shared by both sides.
 */
export type ToFrame =
  /** A section's text as the owner types it: the frame writes it into the marked elements. */
  | { kind: 'edit-page:content'; page: string; section: string; content: unknown }
  /** The field chosen in the side panel: the frame outlines where it shows. */
  | { kind: 'edit-page:select'; page: string; section: string; path: string }
  /** The editor is listening (it may have started after the frame said ready): say it again. */
  | { kind: 'edit-page:hello' };

export type FromFrame =
  /** The frame's page has loaded: send it the draft. */
  | { kind: 'edit-page:ready' }
  /** The owner clicked a marked text in the frame. */
  | { kind: 'edit-page:pick'; page: string; section: string; path: string };

export function isFromFrame(data: unknown): data is FromFrame {
  const kind = (data as { kind?: unknown } | null)?.kind;
  return kind === 'edit-page:ready' || kind === 'edit-page:pick';
}

export function isToFrame(data: unknown): data is ToFrame {
  const kind = (data as { kind?: unknown } | null)?.kind;
  return kind === 'edit-page:content' || kind === 'edit-page:select' || kind === 'edit-page:hello';
}

/** The value at a dotted field path ("values.2.title") of a section's content. */
export function valueAtPath(content: unknown, path: string): unknown {
  let current = content;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    const key = Array.isArray(current) ? Number(part) : part;
    if (!Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}
