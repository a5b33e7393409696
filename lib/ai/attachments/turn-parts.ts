import 'server-only';
import type { ModelMessage, UserContent } from 'ai';
import type { AttachmentContent, Repos } from '@/lib/data/port';
import { AppError } from '@/lib/errors';
import type { Provider } from '../model-catalogue';
import { MAX_MESSAGE_ATTACHMENT_BYTES } from './limits';
import { cannotReadImagesMessage, modelReadsImages } from './vision';

/**
 * The files a turn sends, checked against the model before the provider is called: images to a
 * model that reads none, or a PDF with no text layer, are refused with the reason (the composer
 * keeps the message), never sent as nothing.
 */
export async function attachmentsForTurn(
  repos: Repos,
  input: { sessionId: string; provider: Provider; model: string; attachmentIds: string[]; resendOf?: string },
): Promise<AttachmentContent[]> {
  if (input.resendOf)
    throw new AppError(
      'invalid_input',
      'Files cannot be added to a message answered again; send them with a new message.',
    );
  const files = await repos.attachments.forTurn(input.sessionId, input.attachmentIds);
  if (files.reduce((sum, file) => sum + file.byteSize, 0) > MAX_MESSAGE_ATTACHMENT_BYTES)
    throw new AppError('payload_too_large', 'These files add up to more than 50 MB, the limit for one message.');
  return checkedForModel(repos, files, input);
}

/**
 * A Regenerate or Edit answers its question with the files it was sent with (one read, only
 * for those: a plain send costs none); undefined when it had none.
 */
export async function attachmentsResent(
  repos: Repos,
  input: { provider: Provider; model: string; resendOf: string },
): Promise<AttachmentContent[] | undefined> {
  const files = await repos.attachments.forMessage(input.resendOf);
  return files.length ? checkedForModel(repos, files, input) : undefined;
}

/**
 * OpenAI and Anthropic read PDFs themselves (pages as text and images, so a scan too) with the
 * models that read images; every other model gets the text extracted here.
 */
export function readsPdfNatively(provider: Provider, model: string): boolean {
  return (provider === 'openai' || provider === 'anthropic') && modelReadsImages(provider, model);
}

async function checkedForModel(
  repos: Repos,
  files: AttachmentContent[],
  input: { provider: Provider; model: string },
): Promise<AttachmentContent[]> {
  if (files.some((file) => file.kind === 'image') && !(await readsImages(repos, input)))
    throw new AppError('invalid_input', cannotReadImagesMessage(input.provider, input.model));
  const native = readsPdfNatively(input.provider, input.model);
  const scan = native ? undefined : files.find((file) => file.kind === 'pdf' && !file.text?.trim());
  if (scan)
    throw new AppError(
      'invalid_input',
      `${scan.name} has no text layer (a scanned PDF?), so there is nothing in it the model could read. Attach the pages as images or a PDF with text.`,
    );
  return files;
}

/** A compatible endpoint's model reads images once the user marked it so (one read, for images only). */
async function readsImages(repos: Repos, input: { provider: Provider; model: string }): Promise<boolean> {
  const marked =
    input.provider === 'openai-compatible' && (await repos.imageModels.accepts(input.model)) ? [input.model] : [];
  return modelReadsImages(input.provider, input.model, marked);
}

/** A text or PDF file as the model reads it: its name, then its text. */
export function fileAsText(file: Pick<AttachmentContent, 'name' | 'kind' | 'text'>): string {
  return `<file name="${file.name.replace(/"/g, "'")}"${file.kind === 'pdf' ? ' type="pdf"' : ''}>\n${file.text ?? ''}\n</file>`;
}

/** All the text a turn's files add, for the context-window estimate. */
export function attachedText(files: AttachmentContent[]): string {
  return files
    .filter((file) => file.kind !== 'image')
    .map(fileAsText)
    .join('\n');
}

/**
 * The new user message with its files: each text as a text part with its name, each image as an
 * image part, each PDF as a file part (`nativePdf`) or as its text.
 */
export function userContentWith(message: string, files: AttachmentContent[], nativePdf = false): UserContent {
  const parts: Exclude<UserContent, string> = files.map((file) => {
    // An image is a file part of an image type (SDK 7 deprecates the "image" part).
    if (file.kind === 'image') return { type: 'file', data: file.bytes, mediaType: file.mediaType };
    if (file.kind === 'pdf' && nativePdf)
      return { type: 'file', data: file.bytes, mediaType: 'application/pdf', filename: file.name };
    return { type: 'text', text: fileAsText(file) };
  });
  return [...parts, { type: 'text', text: message }];
}

/** The fitted messages with the last one (the new question) carrying its files. */
export function withAttachments(
  messages: ModelMessage[],
  input: { message: string; provider: Provider; model: string },
  files: AttachmentContent[],
): ModelMessage[] {
  const content = userContentWith(input.message, files, readsPdfNatively(input.provider, input.model));
  return [...messages.slice(0, -1), { role: 'user', content }];
}
