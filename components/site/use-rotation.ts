import { useEffect, useRef, useState, type FocusEvent } from 'react';

/**
 * The shared timer of the rotating badges, with the pause that WCAG 2.2.2 (Pause, Stop, Hide)
 * asks of anything that moves on its own for more than five seconds. The index advances every
 * `intervalMs` unless the toggle button paused it, or while the pointer or keyboard focus is on
 * the badge (it holds still while someone reads or operates it).
 *
 * `root` goes on the badge: it carries `data-rotating` exactly while the timer runs. The server
 * HTML shows the first item and the timer only starts once hydrated, so tests that drive a fake
 * clock wait for the attribute before they count.
 */
export function useRotation<T extends HTMLElement>(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const root = useRef<T>(null);
  const rotating = count > 1 && !paused && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const node = root.current;
    // A fresh interval on every resume: the next item comes a full interval after it.
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    node?.setAttribute('data-rotating', '');
    return () => {
      clearInterval(timer);
      node?.removeAttribute('data-rotating');
    };
  }, [rotating, count, intervalMs]);

  function toggle() {
    // Play means play now: the pointer and focus are still on the button that was just pressed,
    // so the hover/focus hold is lifted too (it comes back the next time they enter the badge).
    if (paused) {
      setHovered(false);
      setFocused(false);
    }
    setPaused(!paused);
  }

  const holdProps = {
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<T>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };

  return { index, paused, toggle, root, holdProps };
}
