import type { AppErrorCode } from '@/lib/errors';
import type { ReaderTask } from './limits';

/** What the server sends the reader: one task (its file comes on stdin), then the reader exits. */
export type ReaderRequest = { task: ReaderTask; input: unknown };

/** What the reader answers: the task's output, or the refusal it raised (its message is the user's). */
export type ReaderReply =
  { ok: true; output: unknown } | { ok: false; error: { code: AppErrorCode; message: string } | null };
