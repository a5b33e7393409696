import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldPageBytes, holdPageBytes, installPageBytes } from '@/lib/next/internals/page-bytes';

// A page as the page cache holds it: long, Latin-1 with a character beyond ASCII (two UTF-8 bytes).
const page = (text: string) =>
  `<!DOCTYPE html><html><body><p>© ${text}</p>${'<p>filler</p>'.repeat(800)}</body></html>`;

type Sent = { writes: unknown[] };
let server: http.Server;
let base: string;
// What the handler ends each response with, and how: Next's `res.end(html)` after a Content-Length.
let respond: (res: http.ServerResponse) => void;
let sent: Sent;

beforeAll(async () => {
  installPageBytes();
  server = http.createServer((_req, res) => {
    // Watch what Node hands the socket for this response; the writes still happen.
    const socket = res.socket!;
    const write = socket.write;
    const writes: unknown[] = [];
    socket.write = function (this: typeof socket, data: unknown, ...rest: unknown[]) {
      writes.push(data);
      return (write as (...args: unknown[]) => boolean).call(this, data, ...rest);
    } as typeof socket.write;
    res.on('finish', () => {
      socket.write = write;
      sent = { writes };
    });
    respond(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const endWith =
  (body: string, ...rest: unknown[]) =>
  (res: http.ServerResponse) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(body));
    (res.end as (...args: unknown[]) => void)(body, ...rest);
  };

async function fetchBytes() {
  const response = await fetch(base, { headers: { connection: 'close' } });
  return { length: response.headers.get('content-length'), body: Buffer.from(await response.arrayBuffer()) };
}

describe('a cached page written as bytes', () => {
  it('sends a held page from its held bytes, exactly as the string would have been sent', async () => {
    const html = page('home');
    holdPageBytes('/route-cache/home', html);
    respond = endWith(html);
    const { length, body } = await fetchBytes();
    expect(body.equals(Buffer.from(html, 'utf8'))).toBe(true);
    expect(Number(length)).toBe(Buffer.byteLength(html));
    expect(sent.writes).toContain(heldPageBytes(html));
    expect(sent.writes.some((data) => typeof data === 'string' && data.includes('filler'))).toBe(false);
  });

  it('also when end is given a callback, which still runs', async () => {
    const html = page('callback');
    holdPageBytes('/route-cache/callback', html);
    let called = false;
    respond = endWith(html, () => (called = true));
    const { body } = await fetchBytes();
    expect(body.toString('utf8')).toBe(html);
    expect(sent.writes).toContain(heldPageBytes(html));
    expect(called).toBe(true);
  });

  it('leaves any other text, and text given another encoding, to Node', async () => {
    const held = page('held');
    holdPageBytes('/route-cache/held', held);
    const other = page('elsewhere');
    respond = endWith(other);
    expect((await fetchBytes()).body.toString('utf8')).toBe(other);
    expect(sent.writes.some((data) => typeof data === 'string' && data.includes('elsewhere'))).toBe(true);

    respond = (res) => res.end(held, 'latin1');
    expect((await fetchBytes()).body.equals(Buffer.from(held, 'latin1'))).toBe(true);
    expect(sent.writes).not.toContain(heldPageBytes(held));
  });

  it('lets a page go when its key holds a new version, and keeps at most 64 pages', async () => {
    const before = page('before save');
    const after = page('after save');
    holdPageBytes('/route-cache/about', before);
    holdPageBytes('/route-cache/about', after);
    expect(heldPageBytes(before)).toBeUndefined();
    expect(heldPageBytes(after)?.toString('utf8')).toBe(after);
    respond = endWith(before);
    expect((await fetchBytes()).body.toString('utf8')).toBe(before);

    for (let i = 0; i < 64; i++) holdPageBytes(`/route-cache/page-${i}`, page(`page ${i}`));
    expect(heldPageBytes(after)).toBeUndefined();
    expect(heldPageBytes(page('page 63'))).toBeDefined();
  });

  it('does not hold short text', () => {
    holdPageBytes('/route-cache/short', '<p>short</p>');
    expect(heldPageBytes('<p>short</p>')).toBeUndefined();
  });
});
