'use client';

import { useEffect, useState } from 'react';
import type { lowlight as Highlighter } from './highlighter';

let loaded: typeof Highlighter | null = null;
let loading: Promise<typeof Highlighter> | null = null;

/**
 * Loads the highlighter (its own chunk of about 30 kB gzipped) once. Code shows plain until it
 * arrives, so a portal page without code never pays for it.
 */
export function loadHighlighter(): Promise<typeof Highlighter> {
  loading ??= import('./highlighter').then((module) => (loaded = module.lowlight));
  return loading;
}

/** The highlighter once loaded, else null; asks for it on first use and re-renders when it is ready. */
export function useHighlighter(): typeof Highlighter | null {
  const [, setReady] = useState(loaded !== null);
  useEffect(() => {
    if (!loaded) void loadHighlighter().then(() => setReady(true));
  }, []);
  return loaded;
}
