import { callerFor } from '@/lib/auth/caller';
import { userRoute } from '@/lib/auth/user-route';
import { IMPORT_CONTENT_TYPE } from '@/lib/chat-import/events';
import { takeImport } from '@/lib/chat-import/import-rate-limit';
import { importStream } from '@/lib/chat-import/import-stream';
import { IMPORT_LIMITS, megabytes } from '@/lib/chat-import/limits';
import { placeInProjects } from '@/lib/chat-import/projects';
import type { ReadExport } from '@/lib/chat-import/read-export';
import { getData } from '@/lib/data';
import { AppError } from '@/lib/errors';
import { runReader } from '@/lib/isolated/run-reader';

/**
 * Imports chats from another app's export (or this portal's): the body is the file itself,
 * counted as it streams in and refused past the limit. The whole file is read and checked
 * first, in a reader process of its own (lib/isolated), so a file that is not an export, is
 * damaged, or would take more memory or time than a file may, is refused (nothing written) and
 * the server goes on; then the sessions are written in batches while NDJSON progress events stream back.
 */
export const POST = userRoute(async ({ request, user }) => {
  await takeImport(user);
  const tooLargeMessage = `The file is larger than ${megabytes(IMPORT_LIMITS.fileBytes)}; the import takes up to that. For a larger ChatGPT export, upload the conversations.json from its ZIP.`;
  if (Number(request.headers.get('content-length') ?? 0) > IMPORT_LIMITS.fileBytes)
    throw new AppError('payload_too_large', tooLargeMessage);
  // The body streams into the reader as it arrives: the server never holds the whole file.
  const file = { stream: request.body ?? new Blob().stream(), maxBytes: IMPORT_LIMITS.fileBytes, tooLargeMessage };
  const { format, normalised } = await runReader<ReadExport>('chat-import', file, { signal: request.signal });
  const repos = (await getData()).forCaller(callerFor(user));
  await placeInProjects(repos.projects, normalised.sessions);
  const repo = repos.chatImports;
  const importId = await repo.begin(format);
  return new Response(importStream({ repo, importId, format, normalised }), {
    headers: { 'Content-Type': IMPORT_CONTENT_TYPE, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
  });
});
