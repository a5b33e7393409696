// "© 2025", "(c) 2025", "Copyright 2025", and a range "© 2019–2025" (its end is the year that moves).
const COPYRIGHT_YEAR = /((?:©|\(c\)|copyright)\s*(?:©\s*)?(?:\d{4}\s*[–—-]\s*)?)\d{4}(?!\d)/i;

/**
 * The footer's copyright line with this year in it: the stored line keeps whatever year it was
 * written in, and the page shows the current one, so nobody has to edit it each January.
 * A line without a © year is shown as the owner wrote it.
 */
export function withCurrentYear(copyright: string, now: Date = new Date()): string {
  return copyright.replace(COPYRIGHT_YEAR, (_, lead: string) => `${lead}${now.getFullYear()}`);
}
