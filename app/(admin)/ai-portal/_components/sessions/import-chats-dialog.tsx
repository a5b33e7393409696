'use client';

import { UploadIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Field } from '@/components/forms/field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { importChats, type ImportProgress } from './import-chats';

const plural = (count: number, word: string) => `${count.toLocaleString()} ${word}${count === 1 ? '' : 's'}`;

/** Brings chats in from a ChatGPT, Open WebUI, LibreChat or portal export, with a progress bar. */
export function ImportChatsDialog({ onImported }: { onImported: () => void }) {
  const [open, setOpen] = useState(false);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const running = progress?.phase === 'uploading' || progress?.phase === 'writing';
  const abort = useRef<AbortController | null>(null);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const file = new FormData(form).get('file');
    if (!(file instanceof File) || file.size === 0)
      return setProgress({ phase: 'failed', message: 'Choose a file to import.' });
    abort.current = new AbortController();
    try {
      await importChats(
        file,
        (next) => {
          setProgress(next);
          if (next.phase === 'done') {
            // Cleared, so the same file is not imported twice by a second press.
            form.reset();
            toast.success('Chats imported', {
              description: `${plural(next.imported, 'conversation')} added to your sessions.`,
            });
            onImported();
          }
        },
        abort.current.signal,
      );
    } catch (error) {
      const cancelled = abort.current.signal.aborted;
      setProgress(
        cancelled ? null : { phase: 'failed', message: 'The import failed: the server could not be reached.' },
      );
      if (!cancelled) console.error('Chat import failed', error);
    }
  };

  const change = (next: boolean) => {
    if (running) return;
    setOpen(next);
    if (!next) setProgress(null);
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        {/* An icon beside New, so "Chat Sessions" keeps one line in the 300 px column. */}
        <Button type="button" size="icon-sm" variant="outline" title="Import chats">
          <UploadIcon aria-hidden />
          <span className="sr-only">Import chats</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Import chats</DialogTitle>
          <DialogDescription>
            From a ChatGPT data export (conversations.json or the export&apos;s .zip), an Open WebUI or LibreChat JSON
            export, or this portal&apos;s own JSON export. Up to 50 MB; each chat becomes one of your sessions.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} className="space-y-4">
          <Field id="import-file" label="Export file">
            <Input
              name="file"
              type="file"
              accept=".json,.zip,application/json,application/zip"
              disabled={running}
              onChange={() => setProgress(null)}
            />
          </Field>
          <ImportStatus progress={progress} />
          <DialogFooter>
            {running ? (
              <Button type="button" variant="outline" onClick={() => abort.current?.abort()}>
                Cancel import
              </Button>
            ) : (
              <Button type="button" variant="outline" onClick={() => change(false)}>
                {progress?.phase === 'done' ? 'Done' : 'Cancel'}
              </Button>
            )}
            <Button type="submit" disabled={running}>
              {running ? 'Importing...' : 'Import'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function ImportStatus({ progress }: { progress: ImportProgress | null }) {
  if (!progress) return null;
  if (progress.phase === 'failed')
    return (
      <Alert variant="destructive">
        <AlertDescription>{progress.message}</AlertDescription>
      </Alert>
    );
  if (progress.phase === 'done') {
    const notes = [
      progress.skipped ? `${plural(progress.skipped, 'empty conversation')} skipped` : '',
      progress.cut ? `${plural(progress.cut, 'very long message')} shortened to 256 KB` : '',
    ].filter(Boolean);
    return (
      <p role="status" className="text-sm">
        Imported {plural(progress.imported, 'conversation')}.{notes.length ? ` ${notes.join('; ')}.` : ''}
      </p>
    );
  }
  const { done, total } = progress.phase === 'writing' ? progress : { done: 0, total: 0 };
  const percent = total ? Math.round((done / total) * 100) : 0;
  const label =
    progress.phase === 'uploading'
      ? 'Uploading and reading the file...'
      : `Imported ${done.toLocaleString()} of ${plural(total, 'conversation')}`;
  return (
    <div className="space-y-2">
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.phase === 'writing' ? percent : undefined}
        aria-valuetext={label}
        className="h-2 w-full overflow-hidden rounded-full bg-primary/20"
      >
        <div
          className={
            progress.phase === 'uploading'
              ? 'h-full w-1/3 animate-pulse bg-primary'
              : 'h-full bg-primary transition-[width]'
          }
          style={progress.phase === 'writing' ? { width: `${percent}%` } : undefined}
        />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {label}
      </p>
    </div>
  );
}
