import { sendJson } from './errors';
import { checkLongReply } from './long-reply';
import { setModels } from './models-api';
import { isRecord } from './reply';
import { queueFault, resetState, setChunkDelay, setFirstTokenDelay, setReasoning } from './state';
import { setToolCall } from './tool-calls';
import type { ProviderState, RouteContext } from './types';

/** Prefix of the control routes; never logged, never authenticated, never faulted. */
export const CONTROL_PREFIX = '/__fake/';

/**
 * HTTP control for a fake running in another process (e.g. started by Playwright's webServer, where the
 * test workers cannot reach the in-process handle). Only string replies can cross the wire.
 */
export function handleControl(ctx: RouteContext, path: string): void {
  const { res, state } = ctx;
  const body = isRecord(ctx.entry.body) ? ctx.entry.body : {};
  const route = `${ctx.entry.method} ${path.slice(CONTROL_PREFIX.length - 1)}`;
  try {
    switch (route) {
      case 'GET /health':
        return sendJson(res, 200, { ok: true });
      case 'GET /requests':
        return sendJson(res, 200, { requests: state.requests });
      case 'POST /reset':
        resetState(state);
        return sendJson(res, 200, { ok: true });
      case 'POST /reply':
        return setRemoteReply(ctx, state, 'bytes' in body ? body : body.text);
      case 'POST /reasoning':
        setReasoning(state, body.text ?? null);
        return sendJson(res, 200, { ok: true });
      case 'POST /tool-call':
        setToolCall(state, body.call ?? null);
        return sendJson(res, 200, { ok: true });
      case 'POST /tools-refused':
        state.toolsRefused = body.refused === true;
        return sendJson(res, 200, { ok: true });
      case 'GET /tool-results':
        return sendJson(res, 200, { toolResults: state.toolResults });
      case 'POST /fail':
        queueFault(state, body.fault, { times: typeof body.times === 'number' ? body.times : undefined });
        return sendJson(res, 200, { ok: true, queued: state.faults.length });
      case 'POST /embeddings':
        if (typeof body.served !== 'boolean') throw new TypeError('served must be true or false');
        state.embeddingsServed = body.served;
        return sendJson(res, 200, { ok: true });
      case 'POST /models':
        setModels(state, body.format, body.answer);
        return sendJson(res, 200, { ok: true });
      case 'POST /delays':
        if (body.chunkDelayMs !== undefined) setChunkDelay(state, Number(body.chunkDelayMs));
        if (body.firstTokenDelayMs !== undefined) {
          const model = typeof body.model === 'string' ? body.model : undefined;
          setFirstTokenDelay(state, Number(body.firstTokenDelayMs), model);
        }
        return sendJson(res, 200, { ok: true });
      default:
        return sendJson(res, 404, { error: { message: `Unknown control route ${route}` } });
    }
  } catch (error) {
    sendJson(res, 400, { error: { message: error instanceof Error ? error.message : String(error) } });
  }
}

function setRemoteReply(ctx: RouteContext, state: ProviderState, reply: unknown): void {
  // null restores the default echo reply; { bytes, pieceBytes? } is a long reply (long-reply.ts).
  if (isRecord(reply)) state.reply = checkLongReply(reply);
  else if (reply === null || typeof reply === 'string') state.reply = reply;
  else throw new TypeError('reply text must be a string or null');
  sendJson(ctx.res, 200, { ok: true });
}
