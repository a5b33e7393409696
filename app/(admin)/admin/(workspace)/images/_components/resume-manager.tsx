'use client';

import { FileText, Upload } from 'lucide-react';
import { useRef, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { Field } from '@/components/forms/field';
import { FormError } from '@/components/forms/form-error';
import type { ResumeAnswer } from '@/app/api/resume/schema';
import { callRoute } from '@/lib/http/call-route';

const send = (method: 'POST' | 'DELETE', body?: File) =>
  callRoute<ResumeAnswer>('/api/resume', {
    method,
    headers: body ? { 'content-type': 'application/pdf' } : undefined,
    body,
  });

const sizeLabel = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1048576).toFixed(1)} MB`;

/** Upload or remove the owner's resume PDF; the server checks the file (a PDF, at most 5 MB). */
export function ResumeManager({ initialSize }: { initialSize: number | null }) {
  const [size, setSize] = useState(initialSize);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const input = useRef<HTMLInputElement>(null);

  function run(method: 'POST' | 'DELETE', file?: File) {
    startTransition(async () => {
      const outcome = await send(method, file);
      if (!outcome.ok) {
        setProblem(outcome.message);
        toast.error('Resume Not Changed', { description: outcome.message });
        return;
      }
      setProblem(null);
      setSize(method === 'POST' ? (outcome.data.size ?? file?.size ?? 0) : null);
      if (input.current) input.current.value = '';
      toast.success('Resume Updated', {
        description: method === 'POST' ? 'Your PDF is now /resume.pdf.' : 'The generated resume is back.',
      });
    });
  }

  return (
    <div className="space-y-4 text-sm">
      <FormError message={problem} />
      <p data-testid="resume-status" className="flex items-center gap-2">
        <FileText aria-hidden className="size-4" />
        {size === null
          ? 'Serving the resume generated from the portfolio.'
          : `Serving your uploaded PDF (${sizeLabel(size)}).`}{' '}
        <a href="/resume.pdf" target="_blank" rel="noopener" className="underline">
          Open /resume.pdf
        </a>
      </p>
      <form
        className="flex flex-wrap items-center gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const file = input.current?.files?.[0];
          if (!file) return setProblem('Choose a PDF file first.');
          run('POST', file);
        }}
      >
        {/* `contents`: the file box stays an item of the form's row; its label is for screen readers. */}
        <Field id="resume-file" label="Resume PDF (at most 5 MB)" hideLabel className="contents">
          <input ref={input} type="file" accept="application/pdf,.pdf" disabled={pending} />
        </Field>
        <Button type="submit" variant="outline" disabled={pending} className="font-mono tracking-widest">
          <Upload aria-hidden /> UPLOAD PDF
        </Button>
        {size !== null && (
          <ConfirmDialog
            trigger={
              <Button type="button" variant="outline" size="sm" aria-label="Remove uploaded resume" disabled={pending}>
                Remove
              </Button>
            }
            title="Remove your uploaded resume?"
            description="/resume.pdf goes back to the resume generated from the portfolio page."
            confirm="Remove PDF"
            onConfirm={() => run('DELETE')}
          />
        )}
      </form>
    </div>
  );
}
