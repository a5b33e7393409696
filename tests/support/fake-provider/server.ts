import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { sendJson } from './errors';
import { checkLongReply } from './long-reply';
import { handleRequest } from './router';
import { setModels } from './models-api';
import { setToolCall } from './tool-calls';
import { createState, queueFault, resetState, setChunkDelay, setFirstTokenDelay, setReasoning } from './state';
import type { FakeProvider, FakeProviderOptions } from './types';

function urlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

/** Starts the fake on `host:port` (default 127.0.0.1 and a free port) and resolves once it is listening. */
export async function startFakeProvider(options: FakeProviderOptions = {}): Promise<FakeProvider> {
  const state = createState(options);
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    handleRequest(req, res, state).catch((error: unknown) => {
      // Never crash the test run: report what we can, or drop the connection if a response already started.
      const message = `Fake provider error: ${error instanceof Error ? error.message : String(error)}`;
      if (res.headersSent) res.socket?.destroy();
      else sendJson(res, 500, { error: { message, type: 'server_error', param: null, code: null } });
    });
  });
  // As the real APIs' load balancers do, idle connections stay open well past the client's own
  // idle timeout: with Node's 5 s a loaded machine let the server close a socket just as the app
  // reused it, and a call without retries (a title, an SEO draft) failed as "connection cut off".
  server.keepAliveTimeout = 65_000;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  // Malformed HTTP must not become an unhandled error.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n');
    else socket.destroy();
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${urlHost(host)}:${port}`;

  let closing: Promise<void> | null = null;
  return {
    url,
    openaiBaseUrl: `${url}/v1`,
    anthropicBaseUrl: `${url}/v1`,
    requests: state.requests,
    titleRequests: state.titleRequests,
    setTitleReply: (text) => {
      state.titleReply = text;
    },
    setReply(reply) {
      if (typeof reply === 'string' || typeof reply === 'function') state.reply = reply;
      else if (typeof reply === 'object' && reply !== null) state.reply = checkLongReply(reply);
      else throw new TypeError('reply must be text, a function or { bytes }');
    },
    setReasoning: (text) => setReasoning(state, text),
    setToolCall: (call) => setToolCall(state, call),
    toolResults: state.toolResults,
    setToolsRefused: (refused) => {
      state.toolsRefused = refused;
    },
    failNext: (fault, failOptions) => queueFault(state, fault, failOptions),
    setChunkDelay: (ms) => setChunkDelay(state, ms),
    setFirstTokenDelay: (ms, model) => setFirstTokenDelay(state, ms, model),
    setEmbeddingsServed: (served) => {
      state.embeddingsServed = served;
    },
    setModels: (format, answer) => setModels(state, format, answer),
    reset: () => resetState(state),
    close() {
      // Destroying the sockets ends stalled and keep-alive connections, which server.close() alone waits for.
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
      return closing;
    },
  };
}
