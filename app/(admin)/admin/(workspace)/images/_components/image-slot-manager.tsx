'use client';

import { ImageOff, Save, Upload } from 'lucide-react';
import { useId, useRef, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { Field } from '@/components/forms/field';
import { FormError } from '@/components/forms/form-error';
import type { AltTextRequest, SiteImageAnswer } from '@/app/api/site-images/[slot]/schema';
import { callRoute, type RouteOptions } from '@/lib/http/call-route';

type Props = {
  slot: string;
  label: string;
  hint: string;
  defaultAlt: string;
  defaultUrl: string | null;
  altMax: number;
  initial: { url: string | null; altText: string };
};

/** One replaceable image: preview, upload, alt text, back to the built-in image. */
export function ImageSlotManager({ slot, label, hint, defaultAlt, defaultUrl, altMax, initial }: Props) {
  const [url, setUrl] = useState(initial.url);
  const [altText, setAltText] = useState(initial.altText);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const file = useRef<HTMLInputElement>(null);
  const id = useId();
  const shown = url ?? defaultUrl;

  function run(init: RouteOptions, success: string) {
    startTransition(async () => {
      const outcome = await callRoute<SiteImageAnswer>(`/api/site-images/${slot}`, init);
      if (!outcome.ok) {
        // The typed alt text and the chosen file stay, so the owner can fix and retry.
        setProblem(outcome.message);
        toast.error(`${label} Not Changed`, { description: outcome.message });
        return;
      }
      setProblem(null);
      setUrl(outcome.data.image.file?.url ?? null);
      if (init.method !== 'PATCH' && file.current) file.current.value = '';
      toast.success(`${label} Updated`, { description: success });
    });
  }

  return (
    <section aria-labelledby={`${id}-title`} data-testid={`image-slot-${slot}`} className="space-y-4 text-sm">
      <div>
        <h3 id={`${id}-title`} className="font-mono font-semibold tracking-widest">
          {label}
        </h3>
        <p className="text-muted-foreground">{hint}</p>
      </div>
      <div className="flex aspect-video items-center justify-center overflow-hidden rounded-md border bg-muted/40">
        {shown ? (
          // The stored file as visitors' browsers get it (before the optimiser sizes it).
          // eslint-disable-next-line @next/next/no-img-element
          <img src={shown} alt={`Current ${label.toLowerCase()}`} className="max-h-full max-w-full object-contain" />
        ) : (
          <span className="flex items-center gap-2 text-muted-foreground">
            <ImageOff aria-hidden className="size-4" /> No image: links show a text-only preview.
          </span>
        )}
      </div>
      <p data-testid={`image-status-${slot}`}>{url ? 'Showing your uploaded image.' : 'Showing the built-in image.'}</p>
      <FormError message={problem} />
      <form
        className="flex flex-wrap items-center gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const chosen = file.current?.files?.[0];
          if (!chosen) return setProblem('Choose a PNG, JPEG or WebP file first.');
          run(
            { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: chosen },
            'The new image is live.',
          );
        }}
      >
        {/* `contents`: the file box stays an item of the form's row; its label is for screen readers. */}
        <Field id={`${id}-file`} label={`${label} file (PNG, JPEG or WebP)`} hideLabel className="contents">
          <input ref={file} type="file" accept="image/png,image/jpeg,image/webp" disabled={pending} />
        </Field>
        <Button type="submit" variant="outline" disabled={pending} className="font-mono tracking-widest">
          <Upload aria-hidden /> UPLOAD IMAGE
        </Button>
        {url && (
          <ConfirmDialog
            trigger={
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={`Remove uploaded ${label.toLowerCase()}`}
                disabled={pending}
              >
                Remove
              </Button>
            }
            title={`Remove your ${label.toLowerCase()}?`}
            description={
              defaultUrl
                ? 'The site goes back to its built-in image.'
                : 'Links to the site show a text-only preview again.'
            }
            confirm="Remove image"
            onConfirm={() => run({ method: 'DELETE' }, 'The built-in image is back.')}
          />
        )}
      </form>
      <form
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          run({ method: 'PATCH', json: { altText } satisfies AltTextRequest }, 'The alt text is saved.');
        }}
      >
        <div className="flex flex-wrap items-end gap-3">
          {/* The hint sits under the whole row, so the field names it itself. */}
          <Field id={`${id}-alt`} label={`Alt text for ${label.toLowerCase()}`} className="min-w-0 flex-1">
            <Input
              value={altText}
              maxLength={altMax}
              placeholder={defaultAlt}
              aria-describedby={`${id}-alt-hint`}
              onChange={(event) => setAltText(event.target.value)}
            />
          </Field>
          <Button type="submit" variant="outline" disabled={pending} className="font-mono tracking-widest">
            <Save aria-hidden /> SAVE ALT TEXT
          </Button>
        </div>
        <p id={`${id}-alt-hint`} className="text-muted-foreground">
          What the image shows, for screen readers and when it does not load. Leave blank for the default.
        </p>
      </form>
    </section>
  );
}
