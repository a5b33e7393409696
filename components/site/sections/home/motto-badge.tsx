'use client';

import { RotationToggle } from '@/components/site/rotation-toggle';
import { useHydrated } from '@/components/site/use-hydrated';
import { useRotation } from '@/components/site/use-rotation';

export const MOTTO_INTERVAL_MS = 3000;

/**
 * The rotating motto. Screen readers get all mottos once as a list instead of a live
 * region announcing a change every three seconds; the rotating text is visual only.
 * The button (and hovering or focusing the badge) stops the rotation (WCAG 2.2.2).
 */
export function MottoBadge({ mottos }: { mottos: string[] }) {
  const { index, paused, toggle, root, holdProps } = useRotation<HTMLDivElement>(mottos.length, MOTTO_INTERVAL_MS);
  const hydrated = useHydrated();

  return (
    <div ref={root} {...holdProps} className="motto-badge">
      <span aria-hidden="true" className="size-2 rounded-full bg-signal motion-safe:animate-pulse" />
      <span
        key={index}
        aria-hidden="true"
        data-testid="motto"
        data-hydrated={hydrated || undefined}
        className="motion-safe:animate-in motion-safe:duration-500 motion-safe:fade-in motion-safe:slide-in-from-bottom-1"
      >
        {mottos[index % mottos.length]}
      </span>
      <ul className="sr-only">
        {mottos.map((motto) => (
          <li key={motto}>{motto}</li>
        ))}
      </ul>
      {mottos.length > 1 && (
        <RotationToggle label="Pause mottos" paused={paused} onToggle={toggle} className="-mr-1.5 rounded-sm" />
      )}
    </div>
  );
}
