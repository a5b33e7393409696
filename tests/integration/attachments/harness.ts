import { POST as chat } from '@/app/api/chat/route';
import { POST as uploadRoute } from '@/app/api/portal/attachments/route';
import type { ChatAttachment } from '@/lib/data/port';
import { jsonRequest, readEvents } from '../ai/chat-harness';

export type Upload = { name: string; bytes: Uint8Array | Buffer | string; type?: string };

/** A real multipart body, as the composer's FormData sends it. */
export function uploadRequest(cookie: string, sessionId: string, files: Upload[]): Request {
  const form = new FormData();
  form.set('sessionId', sessionId);
  for (const file of files) {
    const bytes = typeof file.bytes === 'string' ? new TextEncoder().encode(file.bytes) : new Uint8Array(file.bytes);
    form.append('file', new File([bytes], file.name, { type: file.type ?? '' }));
  }
  return new Request('http://localhost/api/portal/attachments', {
    method: 'POST',
    headers: { cookie, host: 'localhost' },
    body: form,
  });
}

/** A multipart body sent as given (a stream, or text), under the Content-Type given. */
export function postRawUpload(cookie: string, contentType: string, body: BodyInit): Promise<Response> {
  return uploadRoute(
    new Request('http://localhost/api/portal/attachments', {
      method: 'POST',
      headers: { cookie, host: 'localhost', 'content-type': contentType },
      body,
      duplex: 'half',
    } as RequestInit),
  );
}

export async function upload(cookie: string, sessionId: string, files: Upload[]) {
  const response = await uploadRoute(uploadRequest(cookie, sessionId, files));
  const body = (await response.json()) as { attachments?: ChatAttachment[]; message?: string };
  return { status: response.status, attachments: body.attachments ?? [], message: body.message };
}

/** Uploads the files, which must be accepted; their ids. */
export async function attach(cookie: string, sessionId: string, files: Upload[]): Promise<string[]> {
  const result = await upload(cookie, sessionId, files);
  if (result.status !== 201) throw new Error(`upload answered ${result.status}: ${result.message}`);
  return result.attachments.map((attachment) => attachment.id);
}

export async function sendWith(
  cookie: string,
  body: { sessionId: string; message: string; attachmentIds: string[]; model?: string; provider?: string },
) {
  const response = await chat(
    jsonRequest('/api/chat', { cookie, body: { provider: 'openai', model: 'gpt-4o-mini', ...body } }),
  );
  if (response.status !== 200)
    return { status: response.status, message: ((await response.json()) as { message: string }).message };
  return { status: 200, events: await readEvents(response) };
}

type OpenAiPart = { type: string; text?: string; image_url?: { url: string } };
/** The content parts of the last user message the (fake) OpenAI provider received. */
export function lastUserParts(requests: { path: string; body: unknown }[]): OpenAiPart[] {
  const chatRequest = requests.filter((request) => request.path.endsWith('/chat/completions')).at(-1);
  const messages = (chatRequest?.body as { messages: { role: string; content: string | OpenAiPart[] }[] }).messages;
  const last = messages.filter((message) => message.role === 'user').at(-1)!;
  return typeof last.content === 'string' ? [{ type: 'text', text: last.content }] : last.content;
}

/** The bytes of an image part's data URL. */
export const imageBytes = (part: OpenAiPart) => Buffer.from(part.image_url!.url.split(',')[1]!, 'base64');
