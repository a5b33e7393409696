// `.action` and its looks (app/action.css): one or two short classes in the page's HTML instead
// of the whole utility list, which server-rendered links would send twice (HTML and RSC payload).
/** Button looks for public-page links and buttons (kept here so the islands import no UI kit). */
export const actionClass = {
  primary: 'action action-primary',
  outline: 'action action-outline',
  signal: 'action action-signal',
  /** The header's compact Support button on phones. */
  primaryCompact: 'action action-compact',
};
