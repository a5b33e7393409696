import 'server-only';
import { randomBytes } from 'node:crypto';
import diagnostics from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Route handlers and server actions never see the socket, and Next only fills X-Forwarded-For
 * when the client sent none, so the TCP peer's address is carried in a request header of our
 * own. The server hook below writes it on every request, over anything the client sent, with a
 * token drawn per process: a value without the token (a request the hook never saw) is ignored.
 */
export const PEER_HEADER = 'x-app-peer-address';

type State = { token: string; hooked: boolean };
// On globalThis: instrumentation and the app's routes are bundled separately, so module state is not shared.
const KEY = Symbol.for('app.peer-stamp');
const state = (): State =>
  ((globalThis as Record<symbol, State>)[KEY] ??= { token: randomBytes(16).toString('hex'), hooked: false });

/** The header value that says "this request came from `address`", as the server hook writes it. */
export function peerStamp(address: string): string {
  return `${state().token} ${address}`;
}

/** The TCP peer's address of this request, or null when the server hook did not stamp it. */
export function stampedPeer(headers: Headers): string | null {
  const value = headers.get(PEER_HEADER);
  const { token } = state();
  if (!value?.startsWith(`${token} `)) return null;
  return value.slice(token.length + 1);
}

/**
 * Stamps every request this process's HTTP servers receive. The channel is published
 * synchronously before the server's 'request' event, so before Next reads any header.
 */
export function installPeerStamp(): void {
  const current = state();
  if (current.hooked) return;
  current.hooked = true;
  diagnostics.subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    request.headers[PEER_HEADER] = peerStamp(socket.remoteAddress ?? '');
  });
}
