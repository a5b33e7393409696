import { isAppError } from '@/lib/errors';
import type { ReaderTask } from './limits';
import type { ReaderReply, ReaderRequest } from './messages';

type Tasks = { [task in ReaderTask]: (file: Uint8Array, input: never) => Promise<unknown> };

/** The whole of stdin: the file the server streams in. */
async function readStdin(): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * The reader process's side (workers/untrusted-files.ts): takes one task from the server and its
 * file from stdin, answers with the task's output or its refusal, and exits. A fresh process for
 * each file keeps nothing from one upload to the next.
 */
export function serveOneTask(tasks: Tasks): void {
  const file = readStdin();
  process.once('message', async (request: ReaderRequest) => {
    let reply: ReaderReply;
    try {
      const run = tasks[request.task] as (file: Uint8Array, input: unknown) => Promise<unknown>;
      reply = { ok: true, output: await run(await file, request.input) };
    } catch (error) {
      // A refusal's message is written for the user; anything else stays in the server's log.
      if (!isAppError(error)) console.error(error);
      reply = { ok: false, error: isAppError(error) ? { code: error.code, message: error.message } : null };
    }
    process.send!(reply, () => process.exit(0));
  });
}
