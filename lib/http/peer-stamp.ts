import 'server-only';
import { randomBytes } from 'node:crypto';
import diagnostics from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';

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

type Scheme = 'http' | 'https';

/**
 * The header value that says "this request came from `address`, over `scheme`" (TLS or not), as
 * the server hook writes it. The scheme is the connection's own: X-Forwarded-Proto may be the client's.
 */
export function peerStamp(address: string, scheme: Scheme = 'http'): string {
  return `${state().token} ${scheme} ${address}`;
}

function readStamp(headers: Headers): { scheme: Scheme; address: string } | null {
  const value = headers.get(PEER_HEADER);
  const { token } = state();
  if (!value?.startsWith(`${token} `)) return null;
  const [scheme, address = ''] = value.slice(token.length + 1).split(' ');
  return scheme === 'http' || scheme === 'https' ? { scheme, address } : null;
}

/** The TCP peer's address of this request, or null when the server hook did not stamp it. */
export function stampedPeer(headers: Headers): string | null {
  return readStamp(headers)?.address ?? null;
}

/** Whether this request's connection was TLS (`https`) or not, or null when the server hook did not stamp it. */
export function stampedScheme(headers: Headers): Scheme | null {
  return readStamp(headers)?.scheme ?? null;
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
    const scheme = (socket as TLSSocket).encrypted ? 'https' : 'http';
    request.headers[PEER_HEADER] = peerStamp(socket.remoteAddress ?? '', scheme);
  });
}
