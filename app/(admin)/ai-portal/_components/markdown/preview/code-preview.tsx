'use client';

import { Download, Maximize2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { PreviewFrame } from './preview-frame';
import { downloadOf, type PreviewKind } from './preview-kind';
import { saveFile } from './save-file';
import { usePreviewDocument } from './use-preview-document';

/**
 * A block drawn in a sandboxed frame (./preview-frame), with Full screen and Download (the block
 * as written). Shown in place of the code while the block's Preview is pressed.
 */
export function CodePreview({ kind, source }: { kind: PreviewKind; source: string }) {
  const state = usePreviewDocument(kind, source);
  const [fullScreen, setFullScreen] = useState(false);
  const title = `Preview of the ${kind} block`;
  const file = downloadOf[kind];

  return (
    <div className="border-t border-border/60">
      <div className="flex justify-end gap-1 px-2 py-1">
        <Button type="button" variant="ghost" size="xs" onClick={() => saveFile(file.name, file.type, source)}>
          <Download aria-hidden />
          Download
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="xs"
          disabled={state.status !== 'ready'}
          onClick={() => setFullScreen(true)}
        >
          <Maximize2 aria-hidden />
          Full screen
        </Button>
      </div>
      {state.status === 'ready' ? (
        <PreviewFrame document={state.document} title={title} className="block h-80 w-full rounded-b-md bg-white" />
      ) : (
        <p role={state.status === 'failed' ? 'alert' : 'status'} className="px-3 pb-3 text-sm text-muted-foreground">
          {state.status === 'failed' ? state.message : 'Drawing the diagram...'}
        </p>
      )}
      {state.status === 'ready' && (
        <Dialog open={fullScreen} onOpenChange={setFullScreen}>
          <DialogContent
            className="flex h-dvh w-screen max-w-none flex-col gap-2 rounded-none border-0 p-2 sm:max-w-none"
            // Focus stays with the dialog, not in the frame (its first focusable element): key
            // presses inside the frame never reach the portal, so Escape would not close it.
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              (event.currentTarget as HTMLElement).focus();
            }}
          >
            <DialogTitle className="pr-10 text-sm">{title}</DialogTitle>
            <DialogDescription className="sr-only">
              The block drawn on its own, shut off from the portal. Escape or Close closes it.
            </DialogDescription>
            <PreviewFrame document={state.document} title={title} className="min-h-0 w-full flex-1 bg-white" />
          </DialogContent>
        </Dialog>
      )}
    </div>
  );
}
