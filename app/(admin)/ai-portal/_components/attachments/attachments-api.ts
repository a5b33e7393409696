import type { UploadAnswer } from '@/app/api/portal/attachments/schema';
import type { SentAttachmentsAnswer } from '@/app/api/portal/sessions/[id]/attachments/schema';
import type { ActionResult } from '@/lib/action-result';
import type { ChatAttachment } from '@/lib/data/port';
import { callRoute } from '@/lib/http/call-route';

/** The files of the next message, in one multipart request (the server counts it as it arrives). */
export async function uploadAttachments(sessionId: string, files: File[]): Promise<ActionResult<ChatAttachment[]>> {
  const form = new FormData();
  form.set('sessionId', sessionId);
  for (const file of files) form.append('file', file, file.name);
  const result = await callRoute<UploadAnswer>(
    '/api/portal/attachments',
    { method: 'POST', body: form },
    'The files could not be uploaded.',
  );
  return result.ok ? { ok: true, data: result.data.attachments } : result;
}

export async function listSentAttachments(sessionId: string): Promise<ActionResult<ChatAttachment[]>> {
  const path = `/api/portal/sessions/${encodeURIComponent(sessionId)}/attachments`;
  const result = await callRoute<SentAttachmentsAnswer>(path, { cache: 'no-store' });
  return result.ok ? { ok: true, data: result.data.attachments } : result;
}

export const attachmentUrl = (id: string) => `/api/portal/attachments/${encodeURIComponent(id)}`;

/** An image attachment shown in the page (thumbnail and original), to its owner only. */
export const attachmentViewUrl = (id: string) => `${attachmentUrl(id)}/view`;
