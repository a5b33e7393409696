'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import { isFromFrame, type FromFrame } from '@/lib/content/edit-page-messages';
import { previewPath } from './page-draft-api';

export type Viewport = 'desktop' | 'phone';

/** The widths a visitor's browser has: a laptop, and a common phone (390 px, as an iPhone 12-15). */
const WIDTHS: Record<Viewport, number> = { desktop: 1280, phone: 390 };

type PageFrameProps = {
  page: string;
  title: string;
  viewport: Viewport;
  /** A new value reloads the frame (after Publish or Discard, the live page). */
  reloadKey: number;
  frameRef: RefObject<HTMLIFrameElement | null>;
  onMessage: (message: FromFrame) => void;
};

/**
 * The public page itself, in a frame as wide as a visitor's screen, scaled down to fit when the
 * space here is narrower: the page lays itself out exactly as it does for that visitor.
 */
export function PageFrame({ page, title, viewport, reloadKey, frameRef, onMessage }: PageFrameProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [space, setSpace] = useState({ width: 0, height: 0 });
  const width = WIDTHS[viewport];
  const scale = space.width ? Math.min(1, space.width / width) : 1;

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSpace({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  // The frame's editing script has started (it said "ready"): before that a click on a text
  // would be lost, so the frame says it is still loading and takes no clicks.
  const [readyKey, setReadyKey] = useState<unknown>(null);
  const ready = readyKey === reloadKey;

  // The latest handler, without listening again on every render.
  const handler = useRef(onMessage);
  const reloadKeyRef = useRef(reloadKey);
  useEffect(() => {
    handler.current = onMessage;
    reloadKeyRef.current = reloadKey;
  });
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frameRef.current?.contentWindow) return;
      if (!isFromFrame(event.data)) return;
      if (event.data.kind === 'edit-page:ready') setReadyKey(reloadKeyRef.current);
      handler.current(event.data);
    };
    window.addEventListener('message', listen);
    // The frame may have said ready before this listened (it loads beside the editor): ask again.
    frameRef.current?.contentWindow?.postMessage({ kind: 'edit-page:hello' }, window.location.origin);
    return () => window.removeEventListener('message', listen);
  }, [frameRef]);

  return (
    <div
      ref={boxRef}
      className="relative z-10 overflow-hidden rounded-md border bg-background max-lg:sticky max-lg:top-14 max-lg:h-[45vh] lg:h-[calc(100vh-11rem)]"
    >
      <iframe
        key={reloadKey}
        ref={frameRef}
        src={previewPath(page)}
        title={`${title} as visitors see it, with your draft`}
        data-viewport={viewport}
        data-ready={ready || undefined}
        aria-busy={!ready}
        className="absolute top-0 border-0 bg-background"
        style={{
          width,
          height: space.height / scale,
          transform: `scale(${scale})`,
          transformOrigin: 'top left',
          left: Math.max(0, (space.width - width * scale) / 2),
        }}
      />
      {!ready && (
        // Screen readers hear the frame as busy (aria-busy); this covers it for the pointer.
        <div
          aria-hidden
          className="absolute inset-0 flex items-center justify-center bg-background/70 text-sm text-muted-foreground"
        >
          Loading the page...
        </div>
      )}
    </div>
  );
}
