'use client';

import { useEffect, useState } from 'react';
import type { ChatAttachment } from '@/lib/data/port';
import { attachmentViewUrl } from './attachments-api';

const thumbnailClass = 'h-24 max-w-48 rounded-md border bg-muted/40 object-cover';

/** A chosen image before it is sent: the local file itself, through an object URL freed when it goes. */
export function LocalThumbnail({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL exists only while the file is shown
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  // eslint-disable-next-line @next/next/no-img-element -- a blob: URL; next/image cannot optimise it
  return url ? <img src={url} alt={file.name} className="size-12 shrink-0 rounded object-cover" /> : null;
}

/** A sent image: its small version (made on the server), the original opening in a new tab on click. */
export function SentThumbnail({ file }: { file: ChatAttachment }) {
  const original = attachmentViewUrl(file.id);
  return (
    <a href={original} target="_blank" rel="noopener" title={file.name} className="block">
      {/* eslint-disable-next-line @next/next/no-img-element -- a private, signed-in image: next/image would proxy it */}
      <img src={`${original}?size=thumbnail`} alt={file.name} loading="lazy" className={thumbnailClass} />
    </a>
  );
}
