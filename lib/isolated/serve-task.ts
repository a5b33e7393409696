import { isAppError } from '@/lib/errors';
import type { ReaderTask } from './limits';
import type { ReaderReply, ReaderRequest } from './messages';

type Tasks = { [task in ReaderTask]: (input: never) => Promise<unknown> };

/**
 * The reader process's side (workers/untrusted-files.ts): takes one task from the server, answers
 * with its output or its refusal, and exits. A fresh process for each file keeps nothing from one
 * upload to the next.
 */
export function serveOneTask(tasks: Tasks): void {
  process.once('message', async (request: ReaderRequest) => {
    let reply: ReaderReply;
    try {
      const run = tasks[request.task] as (input: unknown) => Promise<unknown>;
      reply = { ok: true, output: await run(request.input) };
    } catch (error) {
      // A refusal's message is written for the user; anything else stays in the server's log.
      if (!isAppError(error)) console.error(error);
      reply = { ok: false, error: isAppError(error) ? { code: error.code, message: error.message } : null };
    }
    process.send!(reply, () => process.exit(0));
  });
}
