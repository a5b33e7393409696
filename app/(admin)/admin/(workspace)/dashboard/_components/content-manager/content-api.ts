import type {
  HistoryAnswer,
  RestoreVersionRequest,
  SaveSectionRequest,
  SectionAnswer,
} from '@/app/api/content/[id]/schema';
import type { ActionResult } from '@/lib/action-result';
import type { ContentRow, ContentVersion } from '@/lib/data/port';
import { callRoute } from '@/lib/http/call-route';

/** Browser-side calls to the content API (app/api/content/[id]), typed by the routes' own schema.ts. */

const sectionPath = (id: string) => `/api/content/${encodeURIComponent(id)}`;

/** One section as it is stored now (after a discard, the version someone else saved). */
export async function fetchSection(id: string): Promise<ActionResult<ContentRow>> {
  const result = await callRoute<SectionAnswer>(sectionPath(id), { cache: 'no-store' });
  return result.ok ? { ok: true, data: result.data.section } : result;
}

/**
 * Saves a section: the stored section, or a refusal (code 'conflict' when someone else saved
 * since, field errors when the content is invalid). No message when the server gave none.
 */
export async function saveSectionContent(input: {
  id: string;
  content: unknown;
  expectedUpdatedAt: string;
}): Promise<ActionResult<ContentRow>> {
  const json: SaveSectionRequest = { content: input.content, expectedUpdatedAt: input.expectedUpdatedAt };
  const result = await callRoute<SectionAnswer>(sectionPath(input.id), { method: 'PATCH', json }, '');
  return result.ok ? { ok: true, data: result.data.section } : result;
}

/** The versions earlier saves of a section replaced, newest first. */
export async function fetchSectionHistory(id: string): Promise<ContentVersion[]> {
  const result = await callRoute<HistoryAnswer>(`${sectionPath(id)}/history`, { cache: 'no-store' });
  if (!result.ok) throw new Error(result.message);
  return result.data.versions;
}

export async function restoreSectionVersion(input: {
  id: string;
  versionId: string;
  expectedUpdatedAt: string;
}): Promise<ActionResult<ContentRow>> {
  const json: RestoreVersionRequest = { versionId: input.versionId, expectedUpdatedAt: input.expectedUpdatedAt };
  const path = `${sectionPath(input.id)}/restore`;
  const result = await callRoute<SectionAnswer>(path, { method: 'POST', json }, 'The version was not restored.');
  return result.ok ? { ok: true, data: result.data.section } : result;
}
