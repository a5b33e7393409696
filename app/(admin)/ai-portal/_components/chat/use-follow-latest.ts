import { useCallback, useEffect, useRef, useState } from 'react';

// Within this distance of the bottom the view follows new text; further up, the reader is reading.
const FOLLOW_THRESHOLD = 80;

const toBottom = (element: HTMLElement) => element.scrollTo({ top: element.scrollHeight });

/**
 * Keeps a scrolling list at its newest entry while it grows or shrinks (a reply streaming in, code
 * highlighted after it arrived, the window or the message box resized), unless the reader scrolled
 * up: then `away` is true until they scroll back down or call `jump`.
 *
 * `scroller` goes on the scrolling element, `content` on a wrapper inside it that stays the same
 * element for the list's life (it is observed once).
 */
export function useFollowLatest() {
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const lastTop = useRef(0);
  const [away, setAway] = useState(false);

  useEffect(() => {
    const element = scroller.current;
    if (!element || !content.current) return;
    // Sizes change without a scroll event; the scroll this causes lands at the bottom, so following stays on.
    const observer = new ResizeObserver(() => {
      if (following.current) toBottom(element);
    });
    observer.observe(element);
    observer.observe(content.current);
    return () => observer.disconnect();
  }, []);

  const onScroll = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const top = element.scrollTop;
    // Only the reader scrolls up: the scroll event of our own move to the bottom can arrive after
    // the reply grew again, far from the new bottom, and must not count as leaving it.
    if (element.scrollHeight - top - element.clientHeight < FOLLOW_THRESHOLD) following.current = true;
    else if (top < lastTop.current) following.current = false;
    lastTop.current = top;
    setAway(!following.current);
  }, []);

  /** Back to the newest entry, following it again. */
  const jump = useCallback(() => {
    following.current = true;
    setAway(false);
    if (scroller.current) toBottom(scroller.current);
  }, []);

  /** Stops following (the view was moved to an older message on purpose). */
  const release = useCallback(() => {
    following.current = false;
    setAway(true);
  }, []);

  return { scroller, content, away, onScroll, jump, release };
}
