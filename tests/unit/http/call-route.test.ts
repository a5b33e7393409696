import fs from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { callRoute, openRoute, UNREACHABLE } from '@/lib/http/call-route';

// callRoute() is how a browser module calls one of the app's JSON routes: it answers the same
// ActionResult a server action does (lib/action-result.ts), so a screen handles both one way.
let server: Server;
let base: string;
const stalled: ServerResponse[] = [];

async function send(answer: Response, response: ServerResponse) {
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  response.end(Buffer.from(await answer.arrayBuffer()));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const routes: Record<string, (response: ServerResponse, request: IncomingMessage) => Promise<void> | void> = {
  '/section': (response) => send(Response.json({ section: { id: 'hero' } }), response),
  '/echo': async (response, request) =>
    send(
      Response.json({
        method: request.method,
        type: request.headers['content-type'],
        body: JSON.parse(await readBody(request)),
      }),
      response,
    ),
  '/file': (response) => send(new Response('# A chat', { headers: { 'content-type': 'text/markdown' } }), response),
  '/empty': (response) => void response.writeHead(204).end(),
  '/invalid': (response) =>
    send(
      new AppError('invalid_input', 'The title is too long.', { fieldErrors: { title: ['Too long'] } }).toResponse(),
      response,
    ),
  '/conflict': (response) =>
    send(new AppError('conflict', 'Someone else changed this section.').toResponse(), response),
  '/proxy-page': (response) => void response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad</h1>'),
  '/blank-message': (response) => send(Response.json({ error: 'internal', message: '' }, { status: 500 }), response),
  '/null-body': (response) => send(Response.json(null, { status: 400 }), response),
  '/not-json': (response) => void response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Hi</h1>'),
  '/stall': (response) => void stalled.push(response),
};

beforeAll(async () => {
  server = createServer((request, response) => void routes[request.url ?? '']?.(response, request));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const response of stalled) response.destroy();
  await new Promise((resolve) => server.close(resolve));
});

describe('callRoute', () => {
  it("answers a route's JSON as data, and nothing for 204", async () => {
    expect(await callRoute<{ section: { id: string } }>(`${base}/section`)).toEqual({
      ok: true,
      data: { section: { id: 'hero' } },
    });
    expect(await callRoute(`${base}/empty`, { method: 'DELETE' })).toEqual({ ok: true, data: undefined });
  });

  it('sends a body as JSON', async () => {
    expect(await callRoute(`${base}/echo`, { method: 'POST', json: { title: 'Hello' } })).toEqual({
      ok: true,
      data: { method: 'POST', type: 'application/json', body: { title: 'Hello' } },
    });
  });

  it("answers a refusal with the route's message, field errors and code", async () => {
    expect(await callRoute(`${base}/invalid`, { method: 'POST', json: {} })).toEqual({
      ok: false,
      message: 'The title is too long.',
      fieldErrors: { title: ['Too long'] },
      code: 'invalid_input',
    });
    expect(await callRoute(`${base}/conflict`)).toMatchObject({ ok: false, code: 'conflict' });
  });

  it('answers a page that is not the app, or no server at all, with a message to show', async () => {
    expect(await callRoute(`${base}/proxy-page`)).toEqual({ ok: false, message: 'That did not work. Try again.' });
    expect(await callRoute(`${base}/proxy-page`, {}, 'The price was not saved.')).toMatchObject({
      message: 'The price was not saved.',
    });
    expect(await callRoute('http://127.0.0.1:9/nothing')).toEqual({
      ok: false,
      message: UNREACHABLE,
      code: 'unreachable',
    });
    expect(await callRoute(`${base}/not-json`)).toEqual({ ok: false, message: 'That did not work. Try again.' });
  });

  it('gives its own words for an error body with an empty message or that is not an object', async () => {
    expect(await callRoute(`${base}/blank-message`)).toEqual({
      ok: false,
      message: 'That did not work. Try again.',
      code: 'internal',
    });
    expect(await callRoute(`${base}/null-body`)).toEqual({ ok: false, message: 'That did not work. Try again.' });
  });

  it('rethrows an abort untouched: the caller moved on', async () => {
    const controller = new AbortController();
    const pending = callRoute(`${base}/stall`, { signal: controller.signal }).catch((thrown: unknown) => thrown);
    await expect.poll(() => stalled.length).toBe(1);
    controller.abort();
    expect(((await pending) as Error).name).toBe('AbortError');
  });
});

describe('openRoute (a stream or a file)', () => {
  it('answers the response itself, or the same refusal as callRoute', async () => {
    const opened = await openRoute(`${base}/file`);
    expect(opened.ok && (await opened.data.text())).toBe('# A chat');
    expect(await openRoute(`${base}/conflict`)).toEqual({
      ok: false,
      message: 'Someone else changed this section.',
      code: 'conflict',
    });
    expect(await openRoute('http://127.0.0.1:9/nothing')).toMatchObject({ ok: false, code: 'unreachable' });
  });
});

const root = path.resolve(import.meta.dirname, '../../..');
const sources = (folder: string) =>
  fs
    .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes(`api${path.sep}`))
    .map((file) => path.join(folder, file));

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const browserModules = () =>
  [...sources('app'), ...sources('components')].filter((file) => !file.startsWith(path.join('app', 'api')));

it('no browser module of the admin area or the contact form declares a result type of its own', () => {
  const ownResult = /type \w*Outcome\b/;
  const files = [...sources('app/(admin)'), ...sources('app/(site)/contact'), ...sources('components')];
  expect(files.filter((file) => ownResult.test(read(file)))).toEqual([]);
});

it('no browser module catches a thrown HTTP error: every call answers an ActionResult', () => {
  const thrownKind = /lib\/http\/fetch-json|\bHttpError\b|\bfetchJson\b|\bfetchOk\b/;
  expect(browserModules().filter((file) => thrownKind.test(read(file)))).toEqual([]);
});

/** The folder under app/api that answers `url` (`${...}` matches a [segment] folder), or null. */
function routeFolder(url: string): string | null {
  let folder = path.join(root, 'app/api');
  for (const segment of url
    .replace(/^\/api\//, '')
    .split('?')[0]!
    .split('/')) {
    if (!segment) continue;
    const literal = path.join(folder, segment);
    if (!segment.includes('${') && fs.existsSync(literal)) folder = literal;
    else {
      const dynamic = fs.readdirSync(folder).find((name) => /^\[.+\]$/.test(name));
      if (!dynamic) return null;
      folder = path.join(folder, dynamic);
    }
  }
  return fs.existsSync(path.join(folder, 'route.ts')) ? path.relative(root, folder) : null;
}

// Routes the browser opens as an address (a frame's src, a download), never reads as JSON: no answer type.
const OPENED_AS_ADDRESS = new Set(['app/api/content/preview/[page]', 'app/api/portal/preview-frame']);

it("each admin, AI portal and site module that calls a route imports that route's schema types", () => {
  // Route folders only: a shared folder may not import a route's files (import-circles.test.ts), so
  // what it sends (the visit beacon) is typed from lib/.
  const clients = [
    ...sources('app/(admin)/admin'),
    ...sources('app/(admin)/ai-portal'),
    ...sources('app/(site)/contact'),
  ];
  const missing = clients.flatMap((file) => {
    const text = read(file);
    const urls = [...text.matchAll(/['`](\/api\/[^'`]*)['`]/g)].map((match) => match[1]!);
    return urls.flatMap((url) => {
      const folder = routeFolder(url);
      if (!folder) return [`${file}: ${url} (no route)`];
      if (OPENED_AS_ADDRESS.has(folder.split(path.sep).join('/'))) return [];
      // The route's own schema.ts, or the one its parent folder shares with it.
      const schemas = [folder, path.dirname(folder)].map((dir) => `@/${dir.split(path.sep).join('/')}/schema`);
      return schemas.some((schema) => text.includes(`from '${schema}'`)) ? [] : [`${file}: ${url}`];
    });
  });
  expect(missing).toEqual([]);
});

it('no browser module calls fetch() itself: callRoute(), or openRoute() for a stream or a file', () => {
  expect(browserModules().filter((file) => /[^.\w]fetch\(/.test(read(file)))).toEqual([]);
});

/** Every route.ts under `folder` (relative to the repository). */
const routesUnder = (folder: string) =>
  fs
    .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'route.ts')
    .map((file) => path.join(folder, file));

it('each AI portal and chat route that answers JSON checks it against the answer type in the schema.ts beside it', () => {
  const unchecked = [...routesUnder('app/api/portal'), ...routesUnder('app/api/chat')].flatMap((file) => {
    const text = read(file);
    const answers = text.split('Response.json(').length - 1;
    if (answers === 0) return []; // a stream, a file or 204 only
    const problems: string[] = [];
    if (!fs.existsSync(path.join(root, path.dirname(file), 'schema.ts')))
      problems.push(`${file}: no schema.ts beside it`);
    // Each answer names its type: `Response.json(value satisfies XAnswer)`.
    const checked = text.match(/satisfies \w+Answer\b/g)?.length ?? 0;
    if (checked < answers) problems.push(`${file}: ${answers - checked} answer(s) without satisfies`);
    if (!text.includes("from './schema'")) problems.push(`${file}: does not import its answer type from ./schema`);
    return problems;
  });
  expect(unchecked).toEqual([]);
});
