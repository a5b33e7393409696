import fs from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { callRoute } from '@/lib/http/call-route';
import { UNREACHABLE } from '@/lib/http/fetch-json';

// callRoute() is how a browser module calls one of the app's JSON routes: it answers the same
// ActionResult a server action does (lib/action-result.ts), so a screen handles both one way.
let server: Server;
let base: string;

async function send(answer: Response, response: ServerResponse) {
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  response.end(Buffer.from(await answer.arrayBuffer()));
}

const routes: Record<string, (response: ServerResponse) => Promise<void> | void> = {
  '/section': (response) => send(Response.json({ section: { id: 'hero' } }), response),
  '/empty': (response) => void response.writeHead(204).end(),
  '/invalid': (response) =>
    send(
      new AppError('invalid_input', 'The title is too long.', { fieldErrors: { title: ['Too long'] } }).toResponse(),
      response,
    ),
  '/conflict': (response) =>
    send(new AppError('conflict', 'Someone else changed this section.').toResponse(), response),
  '/proxy-page': (response) => void response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad</h1>'),
};

beforeAll(async () => {
  server = createServer((request, response) => void routes[request.url ?? '']?.(response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('callRoute', () => {
  it("answers a route's JSON as data, and nothing for 204", async () => {
    expect(await callRoute<{ section: { id: string } }>(`${base}/section`)).toEqual({
      ok: true,
      data: { section: { id: 'hero' } },
    });
    expect(await callRoute(`${base}/empty`, { method: 'DELETE' })).toEqual({ ok: true, data: undefined });
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
  });
});

const root = path.resolve(import.meta.dirname, '../../..');
const sources = (folder: string) =>
  fs
    .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes(`api${path.sep}`))
    .map((file) => path.join(folder, file));

// The backup card is being reworked with restore-from-the-page (another change): it moves over then.
const REWORKED = path.join('app/(admin)/admin/(workspace)/backup');

it('no browser module of the admin area or the contact form declares a result type of its own', () => {
  const ownResult = /type \w*Outcome\b/;
  const files = [...sources('app/(admin)'), ...sources('app/(site)/contact'), ...sources('components')].filter(
    (file) => !file.startsWith(REWORKED),
  );
  expect(files.filter((file) => ownResult.test(fs.readFileSync(path.join(root, file), 'utf8')))).toEqual([]);
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

it("each admin dashboard and site module that calls a route imports that route's schema types", () => {
  // Route folders only: a shared folder may not import a route's files (import-circles.test.ts), so
  // what it sends (the visit beacon) is typed from lib/.
  const clients = [...sources('app/(admin)/admin'), ...sources('app/(site)/contact')].filter(
    (file) => !file.startsWith(REWORKED),
  );
  const missing = clients.flatMap((file) => {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const urls = [...text.matchAll(/['`](\/api\/[^'`]*)['`]/g)].map((match) => match[1]!);
    return urls.flatMap((url) => {
      const folder = routeFolder(url);
      if (!folder) return [`${file}: ${url} (no route)`];
      // The route's own schema.ts, or the one its parent folder shares with it.
      const schemas = [folder, path.dirname(folder)].map((dir) => `@/${dir.split(path.sep).join('/')}/schema`);
      return schemas.some((schema) => text.includes(`from '${schema}'`)) ? [] : [`${file}: ${url}`];
    });
  });
  expect(missing).toEqual([]);
});

it('no browser module calls fetch() itself: callRoute(), or fetchOk() for a stream or a file', () => {
  const files = [...sources('app'), ...sources('components')].filter(
    (file) => !file.startsWith(path.join('app', 'api')),
  );
  expect(files.filter((file) => /[^.\w]fetch\(/.test(fs.readFileSync(path.join(root, file), 'utf8')))).toEqual([]);
});
