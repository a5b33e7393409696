import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { fetchJson, fetchOk, HttpError, UNREACHABLE } from '@/lib/http/fetch-json';

// A real server on a free port: the helper meets real status lines, bodies and dropped calls.
let server: Server;
let base: string;
const stalled: ServerResponse[] = [];

async function toNodeResponse(answer: Response, response: ServerResponse) {
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  response.end(Buffer.from(await answer.arrayBuffer()));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const routes: Record<string, (request: IncomingMessage, response: ServerResponse) => Promise<void> | void> = {
  '/echo': async (request, response) =>
    toNodeResponse(
      Response.json({
        method: request.method,
        type: request.headers['content-type'],
        body: JSON.parse(await readBody(request)),
      }),
      response,
    ),
  '/empty': (_request, response) => void response.writeHead(204).end(),
  // What a route handler answers for an AppError (lib/http/responses.ts).
  '/conflict': (_request, response) =>
    toNodeResponse(
      new AppError('invalid_input', 'The title is too long.', { fieldErrors: { title: ['Too long'] } }).toResponse(),
      response,
    ),
  '/proxy-page': (_request, response) =>
    void response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>'),
  '/blank-message': (_request, response) =>
    toNodeResponse(Response.json({ error: 'internal', message: '' }, { status: 500 }), response),
  '/null-body': (_request, response) => toNodeResponse(Response.json(null, { status: 400 }), response),
  '/stall': (_request, response) => void stalled.push(response),
};

beforeAll(async () => {
  server = createServer((request, response) => void routes[request.url ?? '']?.(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const response of stalled) response.destroy();
  await new Promise((resolve) => server.close(resolve));
});

describe('fetchJson', () => {
  it('sends JSON and returns the parsed answer', async () => {
    const answer = await fetchJson<{ method: string; type: string; body: unknown }>(`${base}/echo`, {
      method: 'POST',
      json: { title: 'Hello' },
    });
    expect(answer).toEqual({ method: 'POST', type: 'application/json', body: { title: 'Hello' } });
  });

  it('returns undefined for 204', async () => {
    await expect(fetchJson(`${base}/empty`, { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it("throws an AppError body as an HttpError with the route's status, code, message and field errors", async () => {
    const error = await fetchJson(`${base}/conflict`).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_input',
      message: 'The title is too long.',
      serverMessage: 'The title is too long.',
      fieldErrors: { title: ['Too long'] },
    });
  });

  it('throws a non-JSON error answer as an HttpError with its status and no server message', async () => {
    const error = await fetchJson(`${base}/proxy-page`).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 502, serverMessage: undefined, body: {} });
    expect((error as HttpError).message).toBe(`${base}/proxy-page answered 502`);
  });

  it('has no server message for an error body with an empty message or that is not an object', async () => {
    const blank = await fetchJson(`${base}/blank-message`).catch((thrown: unknown) => thrown);
    expect(blank).toMatchObject({ status: 500, code: 'internal', serverMessage: undefined });
    const empty = await fetchJson(`${base}/null-body`).catch((thrown: unknown) => thrown);
    expect(empty).toMatchObject({ status: 400, serverMessage: undefined, body: {} });
  });

  it('throws a refused connection as an HttpError with status 0', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await fetchJson(`http://127.0.0.1:${port}/`).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 0, message: UNREACHABLE });
  });

  it('rethrows an abort untouched, not as an HttpError', async () => {
    const controller = new AbortController();
    const pending = fetchOk(`${base}/stall`, { signal: controller.signal }).catch((thrown: unknown) => thrown);
    await expect.poll(() => stalled.length).toBe(1);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(HttpError);
    expect((error as Error).name).toBe('AbortError');
  });
});
