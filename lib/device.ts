/** The spec's mobile breakpoint: below this width the site is laid out and behaves as mobile. */
export const MOBILE_BREAKPOINT_PX = 768;

export const COARSE_POINTER_QUERY = '(pointer: coarse)';
export const NARROW_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

/**
 * "Mobile" means a touch-first pointer AND a phone-sized viewport. Both are needed:
 * a narrow desktop window has no payment app to hand over to, and a tablet or touch
 * laptop is wide enough to use the web pages with the tag copied. The user agent is
 * not consulted: it is unreliable and cannot be known on the server, which is why the
 * server (and the first client render) always assumes non-mobile.
 */
export function isMobileDevice({ coarsePointer, width }: { coarsePointer: boolean; width: number }): boolean {
  return coarsePointer && width < MOBILE_BREAKPOINT_PX;
}
