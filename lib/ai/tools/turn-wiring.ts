import 'server-only';
import { APICallError, isStepCount } from 'ai';
import type { ToolCallRecord } from '@/lib/data/port';
import { AppError } from '@/lib/errors';
import { TOOL_STEP_LIMIT } from './limits';
import { toolRunner, type RunnerOptions } from './tool-runner';
import { toolSetFor, type TurnTools } from './turn-tools';

type Limits = Pick<RunnerOptions, 'timeoutMs' | 'resultLimit' | 'approvalWaitMs'>;
let limits: Limits = {};

/** Tests shorten the tool timeout or the result limit here (the defaults are ./limits). */
export function configureToolLimits(next: Limits): void {
  limits = next;
}

export const NO_TOOL_SUPPORT = "This model can't use tools. Turn tools off for this chat or pick another model.";

type Hooks = { onChange: (calls: ToolCallRecord[]) => void; heartbeat: () => void };

/**
 * A turn's tools as streamText takes them (the tool loop with its step limit), and the hooks the
 * relay binds once its stream runs: each change of a call, and a heartbeat while one waits or runs.
 */
export function toolsForTurn(
  turn: { tools: TurnTools | null; sessionId: string; userId: string },
  signal: AbortSignal,
  allowAlways: RunnerOptions['allowAlways'],
) {
  const hooks: Hooks = { onChange: () => {}, heartbeat: () => {} };
  const none = { settings: {}, bind: (bound: Hooks) => void bound, close: async () => {}, calls: () => [] };
  if (!turn.tools) return none;
  const runner = toolRunner({
    ...limits,
    sessionId: turn.sessionId,
    userId: turn.userId,
    signal,
    onChange: (calls) => hooks.onChange(calls),
    heartbeat: () => hooks.heartbeat(),
    allowAlways,
  });
  return {
    settings: { tools: toolSetFor(turn.tools.offered, runner.run), stopWhen: isStepCount(TOOL_STEP_LIMIT) },
    bind: (bound: Hooks) => Object.assign(hooks, bound),
    close: turn.tools.close,
    calls: runner.calls,
  };
}

/**
 * A provider's refusal of the tools themselves (a model or server without function calling)
 * reads as the owner's words; any other failure is left as it was.
 */
export function toolFailure(failure: unknown, toolsOn: boolean): unknown {
  if (!toolsOn || !APICallError.isInstance(failure)) return failure;
  const said = `${failure.message} ${failure.responseBody ?? ''}`;
  if (failure.statusCode && failure.statusCode >= 400 && failure.statusCode < 500 && /tool|function/i.test(said))
    return new AppError('invalid_input', NO_TOOL_SUPPORT);
  return failure;
}
