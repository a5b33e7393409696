/**
 * Whether the admin navigation beside the portal is hidden, remembered in a cookie (not
 * localStorage) so the server draws the page the way it was left, without a jump on load.
 */
export const PORTAL_NAV_COOKIE = 'portal-nav';
export const NAV_HIDDEN = 'hidden';

export function rememberNavHidden(hidden: boolean): void {
  const year = 60 * 60 * 24 * 365;
  document.cookie = `${PORTAL_NAV_COOKIE}=${hidden ? NAV_HIDDEN : 'shown'}; path=/ai-portal; max-age=${year}; samesite=lax`;
}
