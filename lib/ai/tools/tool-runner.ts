import 'server-only';
import type { ToolCallRecord } from '@/lib/data/port';
import { toStorableText } from '@/lib/validation';
import { awaitApproval, type ApprovalAnswer } from './approvals';
import { TOOL_APPROVAL_WAIT_MS, TOOL_ARGUMENTS_KEPT_CHARS, TOOL_CALLS_PER_REPLY, TOOL_TIMEOUT_MS } from './limits';
import { cutResult, resultText } from './result-text';

/** What the model is told when the user denies a call. */
export const DENIED_RESULT =
  'The user denied this tool call. Do not call it again for this request; answer without it.';

export type RunnerOptions = {
  sessionId: string;
  userId: string;
  /** The turn's Stop (and every other early end): a waiting or running call ends with it. */
  signal: AbortSignal;
  /** Every change of a call (its card in the thread, and the stored reply). */
  onChange: (calls: ToolCallRecord[]) => void;
  /** Keeps the turn alive (its idle watch and heartbeat) while a call waits or runs. */
  heartbeat: () => void;
  /** "Always allow" chosen now for a tool of this chat: stored, so later turns do not ask. */
  allowAlways: (choice: { serverId: string; tool: string }) => Promise<void>;
  timeoutMs?: number;
  resultLimit?: number;
  approvalWaitMs?: number;
};

export type ToolCall = {
  callId: string;
  tool: string;
  serverId: string;
  server: string;
  args: unknown;
  alwaysAllow: boolean;
  execute: (signal: AbortSignal) => Promise<unknown>;
};

/**
 * Runs a turn's tool calls: asks the user first unless the tool is always allowed in this chat,
 * runs it with a timeout, and cuts its result to the limit before the model gets it. Every
 * outcome is a result the model reads (denied, failed, timed out), so the reply goes on.
 */
export function toolRunner(options: RunnerOptions) {
  const calls: ToolCallRecord[] = [];
  const allowed = new Set<string>();
  const timeoutMs = options.timeoutMs ?? TOOL_TIMEOUT_MS;
  const update = (record: ToolCallRecord, change: Partial<ToolCallRecord>) => {
    Object.assign(record, change);
    options.onChange(calls.map((call) => ({ ...call })));
  };

  async function decide(call: ToolCall, record: ToolCallRecord): Promise<ApprovalAnswer> {
    const key = `${call.serverId}\u0000${call.tool}`;
    if (call.alwaysAllow || allowed.has(key)) return 'once';
    update(record, { status: 'waiting' });
    const answer = await awaitApproval(
      {
        sessionId: options.sessionId,
        callId: call.callId,
        userId: options.userId,
        serverId: call.serverId,
        tool: call.tool,
      },
      options.signal,
      options.approvalWaitMs ?? TOOL_APPROVAL_WAIT_MS,
    );
    if (answer === 'always') {
      allowed.add(key);
      await options.allowAlways({ serverId: call.serverId, tool: call.tool }).catch(() => undefined);
    }
    return answer;
  }

  async function run(call: ToolCall): Promise<string> {
    // A model asking for many calls at once gets no more than the limit run (or stored).
    if (calls.length >= TOOL_CALLS_PER_REPLY) return TOO_MANY_CALLS;
    const record: ToolCallRecord = {
      id: call.callId,
      tool: call.tool,
      server: call.server,
      args: keptArguments(call.args),
      status: 'running',
    };
    calls.push(record);
    // Well inside the idle timeout (1 s in the tests), so a call the user thinks about never reads as a dead turn.
    const beat = setInterval(options.heartbeat, 250);
    try {
      const answer = await decide(call, record);
      // Stop while the call waited: it never runs, and the reply ends here.
      if (options.signal.aborted) {
        update(record, { status: 'failed', result: STOPPED_RESULT });
        throw stopped();
      }
      if (answer === 'deny') {
        update(record, { status: 'denied', result: DENIED_RESULT });
        return DENIED_RESULT;
      }
      update(record, { status: 'running' });
      const started = performance.now();
      const ms = () => Math.round(performance.now() - started);
      const timeout = AbortSignal.timeout(timeoutMs);
      try {
        const output = await untilAborted(call.execute(AbortSignal.any([options.signal, timeout])), [
          options.signal,
          timeout,
        ]);
        // As stored (a NUL replaced), so the model reads what the card shows.
        const result = cutResult(toStorableText(resultText(output)), options.resultLimit);
        update(record, { status: 'done', result, ms: ms() });
        return result;
      } catch (error) {
        if (options.signal.aborted) {
          update(record, { status: 'failed', result: STOPPED_RESULT, ms: ms() });
          throw error;
        }
        const timedOut = timeout.aborted;
        const result = timedOut
          ? `The tool did not answer within ${Math.round(timeoutMs / 1000)} s, so it was stopped.`
          : `The tool failed: ${cutResult(toStorableText(error instanceof Error ? error.message : String(error)), 500)}`;
        update(record, { status: timedOut ? 'timed-out' : 'failed', result, ms: ms() });
        return result;
      }
    } finally {
      clearInterval(beat);
    }
  }

  return { run, calls: () => calls.map((call) => ({ ...call })) };
}

const TOO_MANY_CALLS = `Not run: one reply may call at most ${TOOL_CALLS_PER_REPLY} tools. Answer with what you have.`;

/** The arguments as kept with the reply (and shown): a long one as its JSON, cut. */
function keptArguments(args: unknown): unknown {
  // Postgres refuses a NUL in jsonb text: unreplaced, one in the arguments would fail every write of the reply.
  const json =
    JSON.stringify(args, (_key, value: unknown) => (typeof value === 'string' ? toStorableText(value) : value)) ??
    'null';
  return json.length > TOOL_ARGUMENTS_KEPT_CHARS
    ? cutResult(json, TOOL_ARGUMENTS_KEPT_CHARS)
    : (JSON.parse(json) as unknown);
}

const STOPPED_RESULT = 'Stopped: the reply was stopped before the tool finished.';
const stopped = () => Object.assign(new Error('aborted'), { name: 'AbortError' });

/** Settles with `work`, or rejects as soon as one of `signals` aborts (a tool that ignores its signal). */
function untilAborted<T>(work: Promise<T>, signals: AbortSignal[]): Promise<T> {
  const any = AbortSignal.any(signals);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(any.reason instanceof Error ? any.reason : new Error('aborted'));
    if (any.aborted) return onAbort();
    any.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => any.removeEventListener('abort', onAbort));
  });
}
