'use client';

import { useSyncExternalStore } from 'react';

const TICK_MS = 1000;

const subscribe = (onTick: () => void) => {
  const timer = setInterval(onTick, TICK_MS);
  return () => clearInterval(timer);
};
// Whole seconds, so React sees a change once per tick and a stable value in between.
const currentSecond = () => Math.floor(Date.now() / 1000);
// The server's clock would never match the browser's: render a placeholder there.
const noTimeOnServer = () => null;

export function SystemClock() {
  const second = useSyncExternalStore(subscribe, currentSecond, noTimeOnServer);
  const label = second === null ? '--:--:--' : new Date(second * 1000).toLocaleTimeString('en-US', { hour12: false });
  return (
    <p className="font-mono text-xs text-muted-foreground">
      SYSTEM TIME: <time data-testid="system-time">{label}</time>
    </p>
  );
}
