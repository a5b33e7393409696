'use client';

import { FileTextIcon, UploadIcon, XIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { FormError } from '@/components/forms/form-error';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { attachmentLimitProblem, formatBytes } from '@/lib/ai/attachments/limits';
import type { ProjectFile } from '@/lib/data/port';
import { attachmentUrl } from '../attachments/attachments-api';
import { deleteProjectFile, uploadProjectFiles } from './projects-api';

type Props = { projectId: string; initial: ProjectFile[] };

/** The project's files: added (text and PDF, checked as chat attachments are), downloaded, removed. */
export function ProjectFiles({ projectId, initial }: Props) {
  const [files, setFiles] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const add = async (chosen: File[]) => {
    if (!chosen.length) return;
    const problem = attachmentLimitProblem(chosen);
    if (problem) return setError(problem);
    setBusy(true);
    const result = await uploadProjectFiles(projectId, chosen);
    setBusy(false);
    if (!result.ok) return setError(result.message || 'The files could not be added. Try again.');
    setError(null);
    setFiles((list) => [...list, ...result.data]);
  };

  const remove = async (file: ProjectFile) => {
    const result = await deleteProjectFile(projectId, file.id);
    if (!result.ok) return setError(result.message || `${file.name} could not be removed. Try again.`);
    setFiles((list) => list.filter((item) => item.id !== file.id));
  };

  return (
    <Card className="gap-3 py-4" role="region" aria-labelledby="project-files-title">
      <CardHeader>
        <CardTitle>
          <h3 id="project-files-title">Files</h3>
        </CardTitle>
        <CardAction>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            aria-label="Files to add to the project"
            onChange={(event) => {
              void add([...(event.currentTarget.files ?? [])]);
              event.currentTarget.value = '';
            }}
          />
          <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
            <UploadIcon aria-hidden /> {busy ? 'Adding…' : 'Add files'}
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="space-y-3">
        <FormError message={error} />
        <p className="text-xs text-muted-foreground">
          Text files and PDFs. Each chat in the project searches them and gets the passages that answer its question,
          named under the reply as its sources.
        </p>
        {files.length ? (
          <ul className="divide-y" aria-label="Project files">
            {files.map((file) => (
              <li key={file.id} className="flex items-center gap-2 py-2 text-sm">
                <FileTextIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                <a href={attachmentUrl(file.id)} className="min-w-0 flex-1 truncate hover:underline">
                  {file.name}
                </a>
                <span className="shrink-0 text-xs text-muted-foreground">{formatBytes(file.byteSize)}</span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Remove ${file.name}`}
                  onClick={() => void remove(file)}
                >
                  <XIcon aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No files yet.</p>
        )}
      </CardContent>
    </Card>
  );
}
