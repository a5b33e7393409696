import type { ContentRow, ContentVersion } from '@/lib/data/port';

/** Browser-side calls to the content API; every outcome the editor shows is a case here. */

export type SaveOutcome =
  | { kind: 'saved'; section: ContentRow }
  | { kind: 'invalid'; message: string; fieldErrors: Record<string, string[]> }
  | { kind: 'conflict'; message: string }
  | { kind: 'failed'; message?: string };

export async function fetchSections(): Promise<ContentRow[]> {
  const response = await fetch('/api/content', { cache: 'no-store' });
  if (!response.ok) throw new Error(`GET /api/content answered ${response.status}`);
  const body = (await response.json()) as { sections?: ContentRow[] };
  if (!Array.isArray(body.sections)) throw new Error('GET /api/content answered without sections');
  return body.sections;
}

async function readBody(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function saveSectionContent(input: {
  id: string;
  content: unknown;
  expectedUpdatedAt: string;
}): Promise<SaveOutcome> {
  let response: Response;
  try {
    response = await fetch(`/api/content/${encodeURIComponent(input.id)}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content: input.content, expectedUpdatedAt: input.expectedUpdatedAt }),
    });
  } catch {
    return { kind: 'failed', message: 'The server could not be reached.' };
  }
  const body = await readBody(response);
  const message = typeof body.message === 'string' ? body.message : undefined;
  if (response.ok && body.section) return { kind: 'saved', section: body.section as ContentRow };
  if (response.status === 409) return { kind: 'conflict', message: message ?? 'Someone else changed this section.' };
  if (response.status === 400) {
    const fieldErrors = (body.fieldErrors ?? {}) as Record<string, string[]>;
    return { kind: 'invalid', message: message ?? 'This content cannot be saved.', fieldErrors };
  }
  return { kind: 'failed', message };
}

export type RestoreOutcome = { kind: 'restored'; section: ContentRow } | { kind: 'failed'; message: string };

/** The versions earlier saves of a section replaced, newest first. */
export async function fetchSectionHistory(id: string): Promise<ContentVersion[]> {
  const response = await fetch(`/api/content/${encodeURIComponent(id)}/history`, { cache: 'no-store' });
  const body = await readBody(response);
  if (!response.ok || !Array.isArray(body.versions)) {
    throw new Error(typeof body.message === 'string' ? body.message : 'The history could not be loaded.');
  }
  return body.versions as ContentVersion[];
}

export async function restoreSectionVersion(input: {
  id: string;
  versionId: string;
  expectedUpdatedAt: string;
}): Promise<RestoreOutcome> {
  let response: Response;
  try {
    response = await fetch(`/api/content/${encodeURIComponent(input.id)}/restore`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ versionId: input.versionId, expectedUpdatedAt: input.expectedUpdatedAt }),
    });
  } catch {
    return { kind: 'failed', message: 'The server could not be reached.' };
  }
  const body = await readBody(response);
  if (response.ok && body.section) return { kind: 'restored', section: body.section as ContentRow };
  return { kind: 'failed', message: typeof body.message === 'string' ? body.message : 'The version was not restored.' };
}
