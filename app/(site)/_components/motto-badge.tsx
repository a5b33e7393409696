'use client';

import { useEffect, useState } from 'react';
import { useHydrated } from '@/components/site/use-hydrated';

export const MOTTO_INTERVAL_MS = 3000;

/**
 * The rotating motto. Screen readers get all mottos once as a list instead of a live
 * region announcing a change every three seconds; the rotating text is visual only.
 */
export function MottoBadge({ mottos }: { mottos: string[] }) {
  const [index, setIndex] = useState(0);
  const hydrated = useHydrated();

  useEffect(() => {
    if (mottos.length < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % mottos.length), MOTTO_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [mottos.length]);

  return (
    <div className="inline-flex w-fit items-center gap-3 rounded-sm border border-signal/40 bg-signal/10 px-3 py-1.5 font-mono text-xs font-semibold tracking-[0.25em] text-signal uppercase">
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
    </div>
  );
}
