import type { ContentRow, ContentVersion } from '@/lib/data/port';
import { fetchJson, HttpError, UNREACHABLE } from '@/lib/http/fetch-json';

/** Browser-side calls to the content API; every outcome the editor shows is a case here. */

export type SaveOutcome =
  | { kind: 'saved'; section: ContentRow }
  | { kind: 'invalid'; message: string; fieldErrors: Record<string, string[]> }
  | { kind: 'conflict'; message: string }
  | { kind: 'failed'; message?: string };

const sectionPath = (id: string) => `/api/content/${encodeURIComponent(id)}`;

/** The server's message for a failed call, the unreachable one for a network failure, else none. */
function messageOf(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  return error.status === 0 ? UNREACHABLE : error.serverMessage;
}

/** One section as it is stored now (after a discard, the version someone else saved). */
export async function fetchSection(id: string): Promise<ContentRow> {
  const body = await fetchJson<{ section?: ContentRow }>(sectionPath(id), { cache: 'no-store' });
  if (!body.section) throw new Error(`GET ${sectionPath(id)} answered without a section`);
  return body.section;
}

export async function saveSectionContent(input: {
  id: string;
  content: unknown;
  expectedUpdatedAt: string;
}): Promise<SaveOutcome> {
  try {
    const body = await fetchJson<{ section?: ContentRow }>(sectionPath(input.id), {
      method: 'PATCH',
      json: { content: input.content, expectedUpdatedAt: input.expectedUpdatedAt },
    });
    if (body.section) return { kind: 'saved', section: body.section };
    return { kind: 'failed' };
  } catch (error) {
    const message = messageOf(error);
    const status = error instanceof HttpError ? error.status : 0;
    if (status === 409) return { kind: 'conflict', message: message ?? 'Someone else changed this section.' };
    if (status === 400) {
      const fieldErrors = (error as HttpError).fieldErrors ?? {};
      return { kind: 'invalid', message: message ?? 'This content cannot be saved.', fieldErrors };
    }
    return { kind: 'failed', message };
  }
}

export type RestoreOutcome = { kind: 'restored'; section: ContentRow } | { kind: 'failed'; message: string };

/** The versions earlier saves of a section replaced, newest first. */
export async function fetchSectionHistory(id: string): Promise<ContentVersion[]> {
  const body = await fetchJson<{ versions?: ContentVersion[] }>(`${sectionPath(id)}/history`, {
    cache: 'no-store',
  }).catch((error: unknown) => {
    throw new Error(messageOf(error) ?? 'The history could not be loaded.');
  });
  if (!Array.isArray(body.versions)) throw new Error('The history could not be loaded.');
  return body.versions;
}

export async function restoreSectionVersion(input: {
  id: string;
  versionId: string;
  expectedUpdatedAt: string;
}): Promise<RestoreOutcome> {
  try {
    const body = await fetchJson<{ section?: ContentRow }>(`${sectionPath(input.id)}/restore`, {
      method: 'POST',
      json: { versionId: input.versionId, expectedUpdatedAt: input.expectedUpdatedAt },
    });
    if (body.section) return { kind: 'restored', section: body.section };
  } catch (error) {
    const message = messageOf(error);
    if (message) return { kind: 'failed', message };
  }
  return { kind: 'failed', message: 'The version was not restored.' };
}
