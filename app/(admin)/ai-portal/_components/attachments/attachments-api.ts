import type { ChatAttachment } from '@/lib/data/port';
import { fetchJson } from '@/lib/http/fetch-json';

/** The files of the next message, in one multipart request (the server counts it as it arrives). */
export async function uploadAttachments(sessionId: string, files: File[]): Promise<ChatAttachment[]> {
  const form = new FormData();
  form.set('sessionId', sessionId);
  for (const file of files) form.append('file', file, file.name);
  const body = await fetchJson<{ attachments: ChatAttachment[] }>('/api/portal/attachments', {
    method: 'POST',
    body: form,
  });
  return body.attachments;
}

export const listSentAttachments = (sessionId: string) =>
  fetchJson<{ attachments: ChatAttachment[] }>(`/api/portal/sessions/${encodeURIComponent(sessionId)}/attachments`, {
    cache: 'no-store',
  }).then((body) => body.attachments);

export const attachmentUrl = (id: string) => `/api/portal/attachments/${encodeURIComponent(id)}`;
