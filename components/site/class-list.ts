/**
 * Joins class names, skipping falsy ones. Public-page islands use this instead of `cn`
 * (tailwind-merge is ~9 KB of gzipped script); they never pass conflicting utilities.
 */
export function classList(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
