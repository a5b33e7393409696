import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type CountingListener = {
  /** http://host:port, with IPv6 hosts in brackets. */
  origin: string;
  port: number;
  /** TCP connections accepted, whether or not a request followed. */
  connections: number;
  requests: { method: string; url: string; authorization?: string }[];
  close(): Promise<void>;
};

/**
 * A loopback HTTP listener that counts every connection it accepts. By default it answers like
 * an OpenAI-compatible models endpoint; `answer` can make it redirect or fail instead.
 */
export async function startCountingListener(
  host: '127.0.0.1' | '::1',
  answer: (req: http.IncomingMessage, res: http.ServerResponse) => void = (_, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"object":"list","data":[]}'),
): Promise<CountingListener> {
  const server = http.createServer((req, res) => {
    listener.requests.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization });
    answer(req, res);
  });
  server.on('connection', () => void listener.connections++);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const listener: CountingListener = {
    origin: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    connections: 0,
    requests: [],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return listener;
}
