'use client';

import Link from 'next/link';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'sonner';
import { FormError } from '@/components/forms/form-error';
import { Button } from '@/components/ui/button';
import { fieldId } from '@/app/(admin)/admin/(workspace)/dashboard/_components/content-manager/content-paths';
import type { FromFrame, ToFrame } from '@/lib/content/edit-page-messages';
import type { ContentRow, SectionDraft } from '@/lib/data/port';
import { DraftActions } from './draft-actions';
import { discardDraft, loadDraft, publishDraft } from './page-draft-api';
import { PageFrame, type Viewport } from './page-frame';
import { formPrefix, SectionPanel } from './section-panel';
import { useDraftAutosave, type SectionEdit } from './use-draft-autosave';

type Problem = { message: string; conflict: boolean };
type Props = { page: string; title: string; sections: ContentRow[]; drafts: SectionDraft[] };

const toEdits = (drafts: SectionDraft[]) =>
  Object.fromEntries(drafts.map((d) => [d.contentId, { content: d.content, baseUpdatedAt: d.baseUpdatedAt }]));
// "values.2.title" -> ['values', 2, 'title'], as the form's field ids are made.
const toPath = (dotted: string) => dotted.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** "Edit page": the page in a frame from the draft, the sections' forms beside it, one Publish. */
export function PageEditor({ page, title, sections, drafts }: Props) {
  const [rows, setRows] = useState(sections);
  const [edits, setEdits] = useState<Record<string, SectionEdit>>(() => toEdits(drafts));
  const [openId, setOpenId] = useState<string | null>(null);
  const [viewport, setViewport] = useState<Viewport>('desktop');
  const [reloadKey, setReloadKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const autosave = useDraftAutosave(page);

  const toFrame = (message: ToFrame) => frameRef.current?.contentWindow?.postMessage(message, window.location.origin);
  const contentOf = (row: ContentRow) => (edits[row.id] ? edits[row.id]!.content : row.content);

  function edit(row: ContentRow, change: (content: unknown) => unknown) {
    const next = { content: change(contentOf(row)), baseUpdatedAt: edits[row.id]?.baseUpdatedAt ?? row.updatedAt };
    setEdits((current) => ({ ...current, [row.id]: next }));
    // Straight to the frame: the keystroke shows there before anything is stored.
    toFrame({ kind: 'edit-page:content', page, section: row.sectionName, content: next.content });
    autosave.schedule(row.id, next);
  }

  function fromFrame(message: FromFrame) {
    if (message.kind === 'edit-page:ready') {
      for (const row of rows)
        if (edits[row.id])
          toFrame({ kind: 'edit-page:content', page, section: row.sectionName, content: contentOf(row) });
      return;
    }
    const row = rows.find((r) => r.pageName === message.page && r.sectionName === message.section);
    if (!row) return;
    // The section opens now, so that its field exists to take the focus: typing goes straight into it.
    flushSync(() => setOpenId(row.id));
    const field = document.getElementById(fieldId(formPrefix(row.id), toPath(message.path)));
    field?.focus({ preventScroll: true });
    field?.scrollIntoView({ block: 'nearest' });
    toFrame({ kind: 'edit-page:select', page, section: message.section, path: message.path });
  }

  async function publish(overwrite = false) {
    setBusy(true);
    setProblem(null);
    const kept = await autosave.flush();
    const result = kept
      ? await publishDraft(page, { overwrite })
      : ({ ok: false, message: 'Your latest edits could not be kept, so nothing was published. Try again.' } as const);
    setBusy(false);
    if (!result.ok) {
      setProblem({ message: result.message, conflict: 'code' in result && result.code === 'conflict' });
      return;
    }
    setRows((current) => current.map((row) => result.data.find((s) => s.id === row.id) ?? row));
    setEdits({});
    setReloadKey((key) => key + 1);
    toast.success('Published', { description: `${title} is live with your changes.` });
  }

  async function discard() {
    autosave.drop();
    await autosave.flush();
    const result = await discardDraft(page);
    if (!result.ok) return setProblem({ message: result.message, conflict: false });
    setProblem(null);
    setEdits({});
    const live = await loadDraft(page);
    if (live.ok) setRows(live.data.sections);
    setReloadKey((key) => key + 1);
    toast.success('Draft discarded', { description: `${title} shows what is live.` });
  }

  return (
    <main id="main" className="mx-auto grid max-w-[1600px] gap-3 p-3 sm:p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="font-mono text-xl font-bold tracking-widest">Edit page: {title}</h1>
        <Link href="/admin/dashboard#content-manager" className="text-sm underline underline-offset-4">
          Back to the dashboard
        </Link>
      </div>
      <DraftActions
        title={title}
        hasDraft={Object.keys(edits).length > 0}
        busy={busy}
        autosave={autosave.state}
        viewport={viewport}
        onViewport={setViewport}
        onPublish={() => void publish()}
        onDiscard={() => void discard()}
      />
      {problem && (
        <FormError label="Not published">
          <div className="grid gap-2">
            <p>{problem.message}</p>
            {problem.conflict && (
              <Button
                type="button"
                size="sm"
                variant="outline"
                className="justify-self-start"
                onClick={() => void publish(true)}
              >
                Publish mine over theirs
              </Button>
            )}
          </div>
        </FormError>
      )}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <PageFrame
          page={page}
          title={title}
          viewport={viewport}
          reloadKey={reloadKey}
          frameRef={frameRef}
          onMessage={fromFrame}
        />
        <SectionPanel rows={rows} edits={edits} openId={openId} onOpen={setOpenId} onEdit={edit} />
      </div>
    </main>
  );
}
