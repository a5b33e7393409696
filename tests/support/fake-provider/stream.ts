import type { ServerResponse } from 'node:http';
import { preciseNow, sleep, waitForAbort } from './clock';
import { firstTokenDelayFor } from './state';
import type { Fault, RouteContext } from './types';

/** The frames of one streamed reply in a provider's SSE dialect. */
export interface SsePlan {
  /** Response headers besides the SSE ones (request ids). */
  headers: Record<string, string>;
  /** Frames before any content (role chunk, message_start, ...); not counted as content chunks. */
  preamble: string[];
  /** Frame carrying one content piece. */
  content: (text: string) => string;
  /** Frames after the content (finish chunk, usage, [DONE] / message_stop). */
  finale: string[];
  /** Reasoning streamed between the preamble and the content: its pieces' frames, then `after` (a block's end). */
  reasoning?: { chunks: string[]; frame: (text: string) => string; after: string[] };
}

export function sseData(data: unknown): string {
  return `data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`;
}

export function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\n${sseData(data)}`;
}

/** Writes and resolves once the bytes reached the socket (true) or the client went away (false). */
function writeFrame(res: ServerResponse, frame: string, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted || res.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onAbort = () => resolve(false);
    signal.addEventListener('abort', onAbort, { once: true });
    res.write(frame, (error) => {
      signal.removeEventListener('abort', onAbort);
      resolve(!error);
    });
  });
}

/**
 * Streams `chunks` as SSE: headers and preamble at once, the first content chunk after firstTokenDelayMs,
 * each next one chunkDelayMs later, then the finale. A stall or cut fault interrupts the sequence.
 * `chunks` may be made as they are sent (a long reply), so it is iterated once, never indexed.
 */
export async function streamSse(ctx: RouteContext, plan: SsePlan, chunks: Iterable<string>, fault: Fault | null) {
  const { res, entry, state, signal } = ctx;
  // Every early return below but the cut is the client going away (an abort, a closed connection).
  const abandon = () => void (entry.abandoned = true);
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
    ...plan.headers,
  });
  for (const frame of plan.preamble) {
    if (!(await writeFrame(res, frame, signal))) return abandon();
  }
  // Reasoning pieces come chunkDelayMs apart; they are no content chunks (faults and timings count those).
  for (const piece of plan.reasoning?.chunks ?? []) {
    if (!(await sleep(state.chunkDelayMs, signal))) return abandon();
    if (!(await writeFrame(res, plan.reasoning!.frame(piece), signal))) return abandon();
  }
  for (const frame of plan.reasoning?.after ?? []) {
    if (!(await writeFrame(res, frame, signal))) return abandon();
  }
  const stallAfter = fault && 'stall' in fault ? (fault.afterChunks ?? 0) : null;
  const cutAfter = fault && 'cutAfterChunks' in fault ? fault.cutAfterChunks : null;
  let i = 0;
  for (const chunk of chunks) {
    if (stallAfter !== null && i >= stallAfter) return waitForAbort(signal).then(abandon);
    if (cutAfter !== null && i >= cutAfter) break;
    const delay = i === 0 ? firstTokenDelayFor(state, entry) : state.chunkDelayMs;
    i += 1;
    if (!(await sleep(delay, signal))) return abandon();
    entry.chunksSentAt.push(preciseNow());
    if (!(await writeFrame(res, plan.content(chunk), signal))) return abandon();
    entry.textBytesSent += Buffer.byteLength(chunk);
  }
  if (cutAfter !== null) {
    // Destroying the socket (not ending the response) leaves the chunked body unterminated, like a dropped link.
    res.socket?.destroy();
    return;
  }
  for (const frame of plan.finale) {
    if (!(await writeFrame(res, frame, signal))) return abandon();
  }
  res.end();
}

/**
 * A stall or cut fault on a non-streaming request: a stall never answers (not even headers) until the
 * client aborts or close(); a cut drops the connection without any response.
 */
export async function failWithoutReply(ctx: RouteContext, fault: Fault): Promise<void> {
  if ('stall' in fault) {
    await waitForAbort(ctx.signal);
    return;
  }
  ctx.res.socket?.destroy();
}
