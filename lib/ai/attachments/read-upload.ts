import 'server-only';
import { AppError } from '@/lib/errors';
import { MAX_ATTACHMENTS, MAX_MESSAGE_ATTACHMENT_BYTES } from './limits';
import { multipartBoundary, multipartWatch } from './multipart-parts';
import type { UploadedFile } from './prepare';

// Multipart framing (boundaries, part headers) on top of the files' own bytes.
const FRAMING_ALLOWANCE = 64 * 1024;
const tooLarge = () =>
  new AppError('payload_too_large', 'These files add up to more than 50 MB, the limit for one message.');
const tooMany = () => new AppError('invalid_input', `At most ${MAX_ATTACHMENTS} files can go with one message.`);
const damaged = (cause?: unknown) =>
  new AppError('invalid_input', 'The upload could not be read (a damaged multipart body).', { cause });
// The files, the session id and the closing delimiter; a browser writes about 200 bytes of headers a part.
const MULTIPART_LIMITS = { parts: MAX_ATTACHMENTS + 2, headerBytes: 16 * 1024 };

/**
 * The files and the session id of a multipart upload. The body is counted as it streams in and
 * the upload is refused at the first chunk past the message's limit (a false or missing
 * Content-Length changes nothing), so no more than that is ever held; likewise at the first chunk
 * past the parts one message can have, or past what a part's headers take (./multipart-parts.ts).
 */
export async function readUpload(request: Request): Promise<{ sessionId: string; files: UploadedFile[] }> {
  const form = await readUploadForm(request);
  const sessionId = form.get('sessionId');
  if (typeof sessionId !== 'string' || !sessionId) throw new AppError('invalid_input', 'sessionId is required');
  return { sessionId, files: await uploadedFiles(form) };
}

/** The multipart form of an upload, read within the limits readUpload describes. */
export async function readUploadForm(request: Request): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data'))
    throw new AppError('invalid_input', 'Send the files as multipart/form-data.');
  const limit = MAX_MESSAGE_ATTACHMENT_BYTES + FRAMING_ALLOWANCE;
  if (Number(request.headers.get('content-length') ?? 0) > limit) throw tooLarge();
  if (!request.body) throw new AppError('invalid_input', 'No files were sent.');

  const boundary = multipartBoundary(type);
  if (!boundary) throw damaged();
  const watch = multipartWatch(boundary, MULTIPART_LIMITS);
  let received = 0;
  let refusal: AppError | null = null;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > limit) refusal = tooLarge();
        else {
          const excess = watch(chunk);
          if (excess) refusal = excess === 'parts' ? tooMany() : damaged();
        }
        if (refusal) controller.error(refusal);
        else controller.enqueue(chunk);
      },
    }),
  );
  let form: FormData;
  try {
    form = await new Response(counted, { headers: { 'content-type': type } }).formData();
  } catch (error) {
    if (refusal) throw refusal;
    throw damaged(error);
  }

  return form;
}

/** The `file` parts of an upload's form (at least one, at most MAX_ATTACHMENTS). */
export async function uploadedFiles(form: FormData): Promise<UploadedFile[]> {
  const parts = form.getAll('file').filter((part): part is File => typeof part !== 'string');
  if (!parts.length) throw new AppError('invalid_input', 'No files were sent.');
  if (parts.length > MAX_ATTACHMENTS) throw tooMany();
  return Promise.all(
    parts.map(async (part) => ({
      name: cleanName(part.name),
      declaredType: part.type,
      bytes: new Uint8Array(await part.arrayBuffer()),
    })),
  );
}

/** The name as shown and sent: no folders, no control characters, at most 255 characters. */
export function cleanName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 255);
  return clean || 'file';
}
