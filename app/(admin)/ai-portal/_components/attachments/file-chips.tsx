'use client';

import { FileIcon, FileTextIcon, ImageIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatBytes } from '@/lib/ai/attachments/limits';
import type { ChatAttachment } from '@/lib/data/port';
import { attachmentUrl } from './attachments-api';
import type { ChosenFile } from './chosen-files';
import { useMessageAttachments } from './sent-attachments';
import { LocalThumbnail, SentThumbnail } from './thumbnails';

const iconFor = (type: string) =>
  type.startsWith('image/') ? ImageIcon : type === 'application/pdf' ? FileIcon : FileTextIcon;

/** The files chosen for the next message: name, size and a remove button each; an image shows as itself. */
export function ChosenFileChips({
  files,
  onRemove,
  problem,
}: {
  files: ChosenFile[];
  onRemove: (key: string) => void;
  /** Why the last choice was refused (over the limits), shown with the chips. */
  problem: string | null;
}) {
  if (!files.length && !problem) return null;
  return (
    <div className="flex basis-full flex-col gap-1">
      {problem && (
        <p role="alert" className="text-xs text-destructive">
          {problem}
        </p>
      )}
      <ul aria-label="Attached files" className="flex flex-wrap gap-2">
        {files.map(({ key, file }) => {
          const Icon = iconFor(file.type);
          return (
            <li
              key={key}
              className="flex max-w-full items-center gap-1 rounded-md border bg-muted/40 py-0.5 pr-0.5 pl-2 text-xs"
            >
              {file.type.startsWith('image/') ? (
                <LocalThumbnail file={file} />
              ) : (
                <Icon aria-hidden className="size-3.5 shrink-0" />
              )}
              <span className="max-w-48 truncate" title={file.name}>
                {file.name}
              </span>
              <span className="shrink-0 text-muted-foreground">{formatBytes(file.size)}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon-xs"
                aria-label={`Remove ${file.name}`}
                title={`Remove ${file.name}`}
                onClick={() => onRemove(key)}
              >
                <XIcon aria-hidden />
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The files a sent message carried, each a download link for its owner; an image as its thumbnail. */
export function SentFileChips({ messageId }: { messageId: string }) {
  const files: ChatAttachment[] = useMessageAttachments(messageId);
  if (!files.length) return null;
  return (
    <ul aria-label="Files sent" className="mb-2 flex flex-wrap gap-2">
      {files.map((file) => {
        const Icon = iconFor(file.mediaType);
        if (file.kind === 'image')
          return (
            <li key={file.id}>
              <SentThumbnail file={file} />
            </li>
          );
        return (
          <li key={file.id}>
            <a
              href={attachmentUrl(file.id)}
              download={file.name}
              className="flex max-w-full items-center gap-1 rounded-md border bg-background/60 px-2 py-0.5 text-xs underline-offset-2 hover:underline"
            >
              <Icon aria-hidden className="size-3.5 shrink-0" />
              {/* A long name is cut short: the whole of it shows on hover. */}
              <span className="max-w-48 truncate" title={file.name}>
                {file.name}
              </span>
              <span className="shrink-0 text-muted-foreground">{formatBytes(file.byteSize)}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
