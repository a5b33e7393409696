import { isFaultStatus } from './errors';
import type { FailOptions, Fault, FakeProviderOptions, LoggedRequest, ProviderState } from './types';

const DEFAULT_CHUNK_DELAY_MS = 5;
const DEFAULT_FIRST_TOKEN_DELAY_MS = 0;

function checkDelay(name: string, ms: number): number {
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`${name} must be a finite number >= 0, got ${ms}`);
  return ms;
}

export function createState(options: FakeProviderOptions): ProviderState {
  const defaults = {
    chunkDelayMs: checkDelay('chunkDelayMs', options.chunkDelayMs ?? DEFAULT_CHUNK_DELAY_MS),
    firstTokenDelayMs: checkDelay('firstTokenDelayMs', options.firstTokenDelayMs ?? DEFAULT_FIRST_TOKEN_DELAY_MS),
  };
  const firstTokenDelayByModel = new Map<string, number>();
  return {
    requests: [],
    titleRequests: [],
    titleReply: null,
    reply: null,
    reasoning: null,
    toolCall: null,
    toolResults: [],
    toolsRefused: false,
    faults: [],
    embeddingsServed: true,
    models: {},
    ...defaults,
    firstTokenDelayByModel,
    defaults,
  };
}

/** Throws on a malformed fault, so a typo in a test (or a bad control request) fails loudly, not silently. */
export function checkFault(fault: unknown): Fault {
  if (typeof fault === 'object' && fault !== null) {
    const candidate = fault as Record<string, unknown>;
    if ('status' in candidate && isFaultStatus(candidate.status)) return { status: candidate.status };
    const after = candidate.afterChunks;
    if (candidate.stall === true && typeof after === 'number' && Number.isInteger(after) && after >= 0) {
      return { stall: true, afterChunks: after };
    }
    if (candidate.stall === true) return { stall: true };
    const cut = candidate.cutAfterChunks;
    if (typeof cut === 'number' && Number.isInteger(cut) && cut >= 0) return { cutAfterChunks: cut };
  }
  throw new TypeError(`Not a fake-provider fault: ${JSON.stringify(fault)}`);
}

export function queueFault(state: ProviderState, fault: unknown, options: FailOptions = {}): void {
  const checked = checkFault(fault);
  const times = options.times ?? 1;
  if (!Number.isInteger(times) || times < 1) throw new RangeError(`times must be an integer >= 1, got ${times}`);
  for (let i = 0; i < times; i++) state.faults.push(checked);
}

export function setReasoning(state: ProviderState, text: unknown): void {
  if (text !== null && typeof text !== 'string') throw new TypeError('reasoning must be text or null');
  state.reasoning = text || null;
}

export function takeFault(state: ProviderState): Fault | null {
  return state.faults.shift() ?? null;
}

export function setChunkDelay(state: ProviderState, ms: number): void {
  state.chunkDelayMs = checkDelay('chunkDelayMs', ms);
}

export function setFirstTokenDelay(state: ProviderState, ms: number, model?: string): void {
  if (model === undefined) state.firstTokenDelayMs = checkDelay('firstTokenDelayMs', ms);
  else state.firstTokenDelayByModel.set(model, checkDelay('firstTokenDelayMs', ms));
}

export function firstTokenDelayFor(state: ProviderState, request: LoggedRequest): number {
  const model = (request.body as { model?: unknown } | null)?.model;
  const own = typeof model === 'string' ? state.firstTokenDelayByModel.get(model) : undefined;
  return own ?? state.firstTokenDelayMs;
}

/** Back to the state right after start. The log array is emptied in place so references held by tests stay live. */
export function resetState(state: ProviderState): void {
  state.requests.length = 0;
  state.titleRequests.length = 0;
  state.titleReply = null;
  state.faults.length = 0;
  state.reply = null;
  state.reasoning = null;
  state.toolCall = null;
  state.toolResults.length = 0;
  state.toolsRefused = false;
  state.embeddingsServed = true;
  state.models = {};
  state.chunkDelayMs = state.defaults.chunkDelayMs;
  state.firstTokenDelayMs = state.defaults.firstTokenDelayMs;
  state.firstTokenDelayByModel.clear();
}
