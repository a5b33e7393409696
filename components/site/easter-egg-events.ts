/**
 * Custom window events that start the easter egg, for console tinkerers:
 *   window.dispatchEvent(new Event('mission:breach'))
 *   window.dispatchEvent(new Event('mission:override'))
 */
export const EASTER_EGG_EVENTS = ['mission:breach', 'mission:override'] as const;

export const CLICKS_TO_TRIGGER = 3;
/** Each click must follow the previous one within this window; after it the count starts over. */
export const CLICK_WINDOW_MS = 1000;

export const GLITCH_STAGES_MS = [0, 500, 1300, 2300, 3000] as const;
export const GLITCH_DURATION_MS = 3500;
/** With reduced motion: one calm frame, no flashing, and a shorter wait. */
export const CALM_DURATION_MS = 1200;

/**
 * Counts logo clicks: returns true on the click that completes the sequence.
 * Pure so the rule (3 clicks, each within 1 s of the previous) is testable without a browser.
 */
export function countClick(state: { count: number; last: number }, now: number): boolean {
  state.count = now - state.last <= CLICK_WINDOW_MS ? state.count + 1 : 1;
  state.last = now;
  if (state.count < CLICKS_TO_TRIGGER) return false;
  state.count = 0;
  return true;
}
