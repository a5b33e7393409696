import { classList } from './class-list';

// `.action` (app/globals.css): the shared look, one short class in the page's HTML.
const base = 'action';
const regular = 'min-h-11 px-5 py-2';

/** Button looks for public-page links and buttons (kept here so the islands import no UI kit). */
export const actionClass = {
  primary: classList(base, regular, 'bg-primary text-primary-foreground hover:bg-primary/85'),
  outline: classList(base, regular, 'border border-primary/60 bg-background/60 text-primary hover:bg-primary/10'),
  signal: classList(base, regular, 'border border-signal/60 bg-background/60 text-signal hover:bg-signal/10'),
  /** The header's compact Support button on phones. */
  primaryCompact: classList(base, 'min-h-9 px-3 py-1.5 bg-primary text-primary-foreground hover:bg-primary/85'),
};
