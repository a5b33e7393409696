'use client';

import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { Button } from '@/components/ui/button';
import type { AutosaveState } from './use-draft-autosave';
import type { Viewport } from './page-frame';

type DraftActionsProps = {
  title: string;
  hasDraft: boolean;
  busy: boolean;
  autosave: AutosaveState;
  viewport: Viewport;
  onViewport: (viewport: Viewport) => void;
  onPublish: () => void;
  onDiscard: () => void;
};

function draftStatus(hasDraft: boolean, autosave: AutosaveState): string {
  if (autosave.status === 'saving') return 'Keeping your draft...';
  if (autosave.status === 'failed') return autosave.message ?? 'Your draft could not be kept.';
  return hasDraft ? 'Draft kept: not on the site until you publish.' : 'No changes: the page is as visitors see it.';
}

/** The toolbar of "Edit page": the frame's width, where the draft stands, Discard draft and Publish. */
export function DraftActions(props: DraftActionsProps) {
  const { title, hasDraft, busy, autosave, viewport, onViewport, onPublish, onDiscard } = props;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div role="group" aria-label="Frame width" className="flex rounded-md border p-0.5">
        {(['desktop', 'phone'] as const).map((width) => (
          <Button
            key={width}
            type="button"
            size="sm"
            variant={viewport === width ? 'secondary' : 'ghost'}
            aria-pressed={viewport === width}
            onClick={() => onViewport(width)}
          >
            {width === 'desktop' ? 'Desktop' : 'Phone'}
          </Button>
        ))}
      </div>
      <p role="status" className="min-w-0 text-sm text-muted-foreground max-sm:order-last max-sm:basis-full sm:flex-1">
        {draftStatus(hasDraft, autosave)}
      </p>
      <ConfirmDialog
        trigger={
          <Button type="button" variant="outline" disabled={!hasDraft || busy}>
            Discard draft
          </Button>
        }
        title="Discard your draft?"
        description={`Your unpublished changes to ${title} go, and the page stays as it is live.`}
        confirm="Discard draft"
        destructive
        onConfirm={onDiscard}
      />
      <Button type="button" onClick={onPublish} disabled={!hasDraft || busy}>
        {busy ? 'Publishing...' : 'Publish'}
      </Button>
    </div>
  );
}
