'use client';

import { useEffect, useRef } from 'react';

const FRAME_PAGE = '/api/portal/preview-frame';

/**
 * A frame that draws `document`, sandboxed: scripts run, but with an opaque origin (no cookies,
 * no storage, no reach into the portal), no top navigation, no popups, no forms, no downloads.
 * Its page comes with a policy of its own that allows no network (lib/security/csp.ts,
 * previewFrameCsp); once loaded it says it is ready and is posted the document to draw.
 */
export function PreviewFrame({ document, title, className }: { document: string; title: string; className?: string }) {
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      const target = frame.current?.contentWindow;
      if (!target || event.source !== target || event.data !== 'preview-frame-ready') return;
      // The frame's origin is opaque, so there is no narrower target to name; it holds only this.
      target.postMessage({ previewDocument: document }, '*');
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [document]);

  return (
    <iframe
      ref={frame}
      src={FRAME_PAGE}
      sandbox="allow-scripts"
      referrerPolicy="no-referrer"
      title={title}
      className={className}
    />
  );
}
