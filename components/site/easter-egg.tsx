'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { isAdminPath } from './nav-links';
import { CALM_DURATION_MS, EASTER_EGG_EVENTS, GLITCH_DURATION_MS, GLITCH_STAGES_MS } from './easter-egg-events';

const stageText = [
  'INITIATING BREACH',
  'BYPASSING FIREWALL',
  'DECRYPTING CREDENTIALS',
  'ACCESS GRANTED',
  'REDIRECTING TO COMMAND',
];

/** Full-screen glitch sequence, then the admin login. Mounted on public pages only. */
export function EasterEgg() {
  const router = useRouter();
  const adminArea = isAdminPath(usePathname());
  const [stage, setStage] = useState<number | null>(null);
  const [calm, setCalm] = useState(false);

  useEffect(() => {
    if (adminArea) return;
    let timers: ReturnType<typeof setTimeout>[] = [];
    const start = () => {
      if (timers.length) return;
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      setCalm(reduced);
      setStage(0);
      if (!reduced) GLITCH_STAGES_MS.slice(1).forEach((at, i) => timers.push(setTimeout(() => setStage(i + 1), at)));
      else timers.push(setTimeout(() => setStage(3), 0));
      timers.push(setTimeout(() => router.push('/admin/login'), reduced ? CALM_DURATION_MS : GLITCH_DURATION_MS));
    };
    EASTER_EGG_EVENTS.forEach((name) => window.addEventListener(name, start));
    // Lets tests (and curious people) know the listeners are in place.
    document.documentElement.dataset.easterEgg = 'armed';
    return () => {
      delete document.documentElement.dataset.easterEgg;
      EASTER_EGG_EVENTS.forEach((name) => window.removeEventListener(name, start));
      timers.forEach(clearTimeout);
      timers = [];
    };
  }, [router, adminArea]);

  if (stage === null) return null;
  return (
    <div
      role="status"
      aria-live="assertive"
      data-testid="easter-egg"
      data-stage={stage}
      data-calm={calm || undefined}
      className={`fixed inset-0 z-[200] flex items-center justify-center bg-black/95 font-mono text-primary ${calm ? '' : 'glitch-overlay'}`}
    >
      <p
        className={`px-6 text-center text-2xl tracking-[0.3em] sm:text-4xl ${calm ? '' : 'glitch-text'}`}
        data-text={stageText[stage]}
      >
        {stageText[stage]}
      </p>
    </div>
  );
}
