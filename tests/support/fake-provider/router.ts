import type { IncomingMessage, ServerResponse } from 'node:http';
import { handleMessages } from './anthropic-messages';
import { CONTROL_PREFIX, handleControl } from './control';
import { handleEmbeddings } from './embeddings-api';
import { sendJson, sendNotFound } from './errors';
import { handleModels } from './models-api';
import { handleChatCompletions } from './openai-chat';
import { isMemoryExtraction, isTitleRequest } from './reply';
import type { LoggedRequest, ProviderState, RouteContext } from './types';

// Generous for long chat histories, small enough that a runaway test cannot exhaust memory.
const MAX_BODY_BYTES = 20 * 1024 * 1024;

const ROUTES: Record<string, (ctx: RouteContext) => void | Promise<void>> = {
  'POST /v1/chat/completions': handleChatCompletions,
  'POST /v1/messages': handleMessages,
  'POST /v1/embeddings': handleEmbeddings,
  'GET /v1/models': handleModels,
};

/** The body, or null when it exceeds MAX_BODY_BYTES. Rejects if the client aborts mid-upload. */
function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let size = 0;
    req.on('data', (part: Buffer) => {
      size += part.length;
      if (size <= MAX_BODY_BYTES) parts.push(part);
    });
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(parts)));
    req.on('error', reject);
  });
}

function headerRecord(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/** Reads, logs and dispatches one request; control routes are answered but not logged. */
export async function handleRequest(req: IncomingMessage, res: ServerResponse, state: ProviderState): Promise<void> {
  const at = Date.now();
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  const path = new URL(req.url ?? '/', 'http://fake.invalid').pathname;
  const raw = await readBody(req);
  let body: unknown = null;
  let invalidJson = false;
  const text = raw?.toString('utf8') ?? '';
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      invalidJson = true;
    }
  }
  const method = req.method ?? 'GET';
  const entry: LoggedRequest = {
    method,
    path,
    headers: headerRecord(req),
    body,
    at,
    chunksSentAt: [],
    textBytesSent: 0,
    abandoned: false,
    fault: null,
    status: null,
  };
  const ctx: RouteContext = { req, res, entry, state, signal: controller.signal, invalidJson };
  if (path.startsWith(CONTROL_PREFIX)) return handleControl(ctx, path);

  // Chat-title requests go to a log of their own: tests that read "the last chat call" mean the reply's.
  ctx.titleRequest = isTitleRequest(body);
  // Neither a title nor a memory extraction takes the fault scripted for the next chat reply.
  ctx.sideRequest = ctx.titleRequest || isMemoryExtraction({ body });
  (ctx.titleRequest ? state.titleRequests : state.requests).push(entry);
  res.on('close', () => {
    entry.status = res.headersSent ? res.statusCode : null;
  });
  if (raw === null) {
    return sendJson(res, 413, { error: { message: 'Request body too large.', type: 'invalid_request_error' } });
  }
  const route = ROUTES[`${method} ${path}`];
  if (!route) return sendNotFound(ctx);
  await route(ctx);
}
