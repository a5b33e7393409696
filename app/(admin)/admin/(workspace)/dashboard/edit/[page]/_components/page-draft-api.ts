import type {
  PageDraftAnswer,
  PublishAnswer,
  PublishRequest,
  SaveDraftRequest,
  SectionDraftAnswer,
} from '@/app/api/content/drafts/[page]/schema';
import type { ActionResult } from '@/lib/action-result';
import type { ContentRow, SectionDraft } from '@/lib/data/port';
import { callRoute } from '@/lib/http/call-route';

/** Browser-side calls to the page-draft routes (app/api/content/drafts/[page]), typed by their schema.ts. */

const draftPath = (page: string) => `/api/content/drafts/${encodeURIComponent(page)}`;

/** The address the frame opens: it turns on the draft preview, then shows the public page. */
export const previewPath = (page: string) => `/api/content/preview/${encodeURIComponent(page)}`;

export async function saveDraft(page: string, json: SaveDraftRequest): Promise<ActionResult<SectionDraft>> {
  const result = await callRoute<SectionDraftAnswer>(
    draftPath(page),
    { method: 'PUT', json },
    'The draft was not kept.',
  );
  return result.ok ? { ok: true, data: result.data.draft } : result;
}

export async function publishDraft(page: string, json: PublishRequest): Promise<ActionResult<ContentRow[]>> {
  const path = `${draftPath(page)}/publish`;
  const result = await callRoute<PublishAnswer>(path, { method: 'POST', json }, 'Nothing was published.');
  return result.ok ? { ok: true, data: result.data.sections } : result;
}

export function discardDraft(page: string): Promise<ActionResult<undefined>> {
  return callRoute(draftPath(page), { method: 'DELETE' }, 'The draft was not discarded.');
}

/** The page's sections as stored now, and the admin's draft of them. */
export async function loadDraft(page: string): Promise<ActionResult<PageDraftAnswer>> {
  return callRoute<PageDraftAnswer>(draftPath(page), { cache: 'no-store' }, 'The page could not be loaded.');
}
