import 'server-only';
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '@/lib/errors';
import { READ_TIMEOUT_MS, READER_LIMITS, type ReaderTask } from './limits';
import type { ReaderReply } from './messages';
import { readerSlot } from './reader-slots';
import { residentMb } from './resident-memory';
import { sendFile, type ReaderFile } from './send-file';
import { tooComplex } from './too-complex';

/** Built by scripts/build-workers.mjs (part of `npm run build`, `npm run dev` and the tests' setup). */
export const READER_FILE = path.join(/*turbopackIgnore: true*/ process.cwd(), '.workers', 'untrusted-files.mjs');

type ReadOptions = {
  /** What the task needs besides the file (a PDF's name). */
  input?: unknown;
  /** The request's signal: a browser that goes away stops the reader. */
  signal?: AbortSignal;
  /** How the refusal names the file: its name, or "This file". */
  what?: string;
};

/**
 * Runs one task on an untrusted file in a child process of its own, so no file can take the
 * server's memory or its thread: the file streams into the child, the child's heap is capped, its
 * resident memory is watched and its time is limited, and a child that runs over (or dies)
 * answers this one request with a refusal while the server goes on. The child gets no secrets:
 * only NODE_ENV from the environment.
 */
export async function runReader<T>(task: ReaderTask, file: ReaderFile, options: ReadOptions = {}): Promise<T> {
  if (!fs.existsSync(READER_FILE)) {
    console.error(`The file reader ${READER_FILE} is missing: run \`npm run build\`.`);
    throw new AppError('internal', 'Files cannot be read right now. Try again later.');
  }
  const release = await readerSlot(options.signal);
  try {
    return await readInChild<T>(task, file, options);
  } finally {
    release();
  }
}

function readInChild<T>(task: ReaderTask, file: ReaderFile, options: ReadOptions): Promise<T> {
  const { signal, what = 'This file' } = options;
  const tooComplexFile = (why: string) => tooComplex(what, why);
  const child = fork(READER_FILE, [], {
    execArgv: [`--max-old-space-size=${READER_LIMITS.heapMb}`, '--max-semi-space-size=8'],
    env: { NODE_ENV: process.env.NODE_ENV ?? 'production' },
    serialization: 'advanced',
    stdio: ['pipe', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  return new Promise<T>((resolve, reject) => {
    let outcome: Error | null = null;
    const stop = (error: Error) => {
      outcome ??= error;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(
      () => stop(tooComplexFile(`reading it takes longer than ${READ_TIMEOUT_MS[task] / 1000} seconds.`)),
      READ_TIMEOUT_MS[task],
    );
    const watch = setInterval(async () => {
      const rss = await residentMb(child.pid);
      if (rss !== null && rss > READER_LIMITS.rssMb)
        stop(tooComplexFile('it needs more memory than one file may use.'));
    }, READER_LIMITS.rssPollMs);
    const onAbort = () => stop(signal!.reason instanceof Error ? signal!.reason : new Error('aborted'));
    signal?.addEventListener('abort', onAbort, { once: true });

    child.once('message', (reply: ReaderReply) => {
      if (reply.ok) resolve(reply.output as T);
      else if (reply.error) reject(new AppError(reply.error.code, reply.error.message));
      else
        reject(new AppError('invalid_input', `${what} could not be read: it is damaged or not what it claims to be.`));
      outcome ??= new Error('answered');
    });
    child.once('exit', (code, exitSignal) => {
      clearTimeout(timer);
      clearInterval(watch);
      signal?.removeEventListener('abort', onAbort);
      if (outcome) return reject(outcome);
      // Out of heap: V8 aborts the child (SIGABRT, or exit 134) with "heap out of memory".
      if (/heap out of memory|heap limit/i.test(stderr) || exitSignal === 'SIGABRT' || code === 134)
        return reject(tooComplexFile('it needs more memory than one file may use.'));
      console.error(`The file reader stopped (code ${code}, signal ${exitSignal}) without an answer:\n${stderr}`);
      reject(new AppError('internal', `${what} could not be read. Try again later.`));
    });
    child.send({ task, input: options.input }, (error) => error && stop(error));
    sendFile(file, child.stdin!).catch((error: Error) => stop(error));
  });
}
