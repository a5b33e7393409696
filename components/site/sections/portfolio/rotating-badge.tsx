'use client';

import { RotationToggle } from '@/components/site/rotation-toggle';
import { useRotation } from '@/components/site/use-rotation';

interface RotatingBadgeProps {
  words: readonly string[];
  intervalMs?: number;
}

/**
 * Cycles through the words. Screen readers get the whole list once instead of a
 * word that changes under them; with reduced motion the word swaps without the fade.
 * The button (and hovering or focusing the badge) stops the rotation (WCAG 2.2.2);
 * `data-rotating` is on the badge only while the words actually rotate (useRotation).
 */
export function RotatingBadge({ words, intervalMs = 3000 }: RotatingBadgeProps) {
  const { index, paused, toggle, root, holdProps } = useRotation<HTMLParagraphElement>(words.length, intervalMs);

  return (
    <p ref={root} {...holdProps} data-testid="rotating-badge" className="rotating-badge">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-signal motion-safe:animate-pulse" />
      <span className="sr-only">{words.join(', ')}</span>
      {/* Every word sits invisibly in the same grid cell, so the badge keeps the widest word's size. */}
      <span aria-hidden="true" className="grid justify-items-center">
        {words.map((word, i) => (
          <span key={i} className="invisible col-start-1 row-start-1">
            {word}
          </span>
        ))}
        <span
          key={index}
          data-testid="rotating-badge-word"
          className="col-start-1 row-start-1 motion-safe:animate-in motion-safe:fade-in motion-safe:duration-500"
        >
          {words[index % words.length]}
        </span>
      </span>
      {words.length > 1 && (
        <RotationToggle label="Pause badge" paused={paused} onToggle={toggle} className="-mr-2.5 rounded-full" />
      )}
    </p>
  );
}
