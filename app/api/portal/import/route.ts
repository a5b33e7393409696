import { callerFor } from '@/lib/auth/caller';
import { userRoute } from '@/lib/auth/user-route';
import { IMPORT_CONTENT_TYPE } from '@/lib/chat-import/events';
import { takeImport } from '@/lib/chat-import/import-rate-limit';
import { importStream } from '@/lib/chat-import/import-stream';
import { IMPORT_LIMITS, megabytes } from '@/lib/chat-import/limits';
import { normaliseImport } from '@/lib/chat-import/normalise';
import { parseImportFile } from '@/lib/chat-import/parse-file';
import { getData } from '@/lib/data';
import { AppError } from '@/lib/errors';
import { readLimitedBytes } from '@/lib/http/request';

/**
 * Imports chats from another app's export (or this portal's): the body is the file itself,
 * counted as it streams in and refused past the limit. The whole file is read and checked
 * first, so a file that is not an export, or is damaged, is refused (400, nothing written);
 * then the sessions are written in batches while NDJSON progress events stream back.
 */
export const POST = userRoute(async ({ request, user }) => {
  await takeImport(user);
  const bytes = await readLimitedBytes(
    request,
    IMPORT_LIMITS.fileBytes,
    `The file is larger than ${megabytes(IMPORT_LIMITS.fileBytes)}; the import takes up to that. For a larger ChatGPT export, upload the conversations.json from its ZIP.`,
  );
  if (bytes.length === 0) throw new AppError('invalid_input', 'The file is empty.');
  const { format, conversations } = await parseImportFile(bytes);
  const normalised = normaliseImport(conversations);
  const repo = (await getData()).forCaller(callerFor(user)).chatImports;
  const importId = await repo.begin(format);
  return new Response(importStream({ repo, importId, format, normalised }), {
    headers: { 'Content-Type': IMPORT_CONTENT_TYPE, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
  });
});
