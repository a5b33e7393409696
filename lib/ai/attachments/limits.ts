/**
 * What a chat message may carry: the composer checks these before uploading, the
 * upload route again as the body streams in. Client-safe: no server-only import.
 */
export const MAX_ATTACHMENTS = 10;
export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;
export const MAX_MESSAGE_ATTACHMENT_BYTES = 50 * 1024 * 1024;
/** Longest image edge sent to a provider; larger images are scaled down. */
export const MAX_IMAGE_EDGE = 2048;

/** "1.2 MB", "340 KB", "12 B": a chip's size. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/**
 * Why these files cannot go with one message, or null when they can: the composer's own check,
 * so a file over the limits is refused before anything is uploaded.
 */
export function attachmentLimitProblem(files: { name: string; size: number }[]): string | null {
  if (files.length > MAX_ATTACHMENTS) return `At most ${MAX_ATTACHMENTS} files can go with one message.`;
  const large = files.find((file) => file.size > MAX_ATTACHMENT_BYTES);
  if (large) return `${large.name} is larger than 20 MB, the limit for one file.`;
  if (files.reduce((sum, file) => sum + file.size, 0) > MAX_MESSAGE_ATTACHMENT_BYTES)
    return 'These files add up to more than 50 MB, the limit for one message.';
  return null;
}
