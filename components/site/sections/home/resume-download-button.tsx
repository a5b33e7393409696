'use client';

import { Download } from 'lucide-react';
import { useRef, type MouseEvent } from 'react';
import { useHydrated } from '@/components/site/use-hydrated';
import { openRoute } from '@/lib/http/call-route';

const RESUME_PATH = '/resume.pdf';

/**
 * A real link to the PDF (works without JavaScript), enhanced to fetch the file and save it
 * under a readable name; when the file cannot be fetched it opens in a new tab instead.
 */
export function ResumeDownloadButton({
  label,
  fileName,
  className,
}: {
  label: string;
  fileName: string;
  className?: string;
}) {
  const hydrated = useHydrated();
  const busy = useRef(false);

  async function download() {
    busy.current = true;
    try {
      const opened = await openRoute(RESUME_PATH);
      // An error answer (no PDF yet): logged as such below, then the fallback opens the link.
      if (!opened.ok) throw new Error(opened.code === 'unreachable' ? opened.message : 'File not found');
      const url = URL.createObjectURL(await opened.data.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      // Revoking at once can cancel the download in some browsers.
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      console.error('Resume download failed:', error instanceof Error ? error.message : error);
      window.open(RESUME_PATH, '_blank', 'noopener,noreferrer');
    } finally {
      busy.current = false;
    }
  }

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // Let modified clicks (new tab, save link) do what the browser normally does.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (!busy.current) void download();
  }

  return (
    <a
      href={RESUME_PATH}
      download={fileName}
      onClick={onClick}
      data-hydrated={hydrated || undefined}
      className={className}
    >
      <Download aria-hidden="true" />
      {label}
    </a>
  );
}
