import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { publicRoute } from '@/lib/http/public-route';

// publicRoute() is userRoute() without the user: the one way a route open to visitors (the contact
// form, the visit beacon) refuses another site's writes and turns every error into an answer.
const root = path.resolve(import.meta.dirname, '../../..');
const SITE = 'http://localhost:3000';

const request = (method: string, headers: Record<string, string> = {}) =>
  new Request(`${SITE}/api/probe`, { method, headers: { host: 'localhost:3000', ...headers } });
const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

describe('publicRoute', () => {
  it('refuses a write another site started, before the handler runs', async () => {
    let ran = false;
    const route = publicRoute(async () => {
      ran = true;
      return new Response(null, { status: 204 });
    });
    const response = await route(request('POST', crossSite));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'forbidden', message: 'Cross-site requests are not allowed.' });
    expect(ran).toBe(false);
    expect((await route(request('POST', { origin: SITE, 'sec-fetch-site': 'same-origin' }))).status).toBe(204);
  });

  it('lets any site read', async () => {
    const route = publicRoute(async () => Response.json({ ok: true }));
    expect(await (await route(request('GET', crossSite))).json()).toEqual({ ok: true });
  });

  it("hands the route's params to the handler", async () => {
    const route = publicRoute<{ slot: string }>(async ({ params }) => Response.json(params));
    const response = await route(request('GET'), { params: Promise.resolve({ slot: 'hero' }) });
    expect(await response.json()).toEqual({ slot: 'hero' });
  });

  it('answers a known error with its message, and anything else without internals', async () => {
    const refused = publicRoute(async () => {
      throw new AppError('invalid_input', 'Reload the page to get a fresh form.');
    });
    const response = await refused(request('GET'));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Reload the page to get a fresh form.' });

    const broken = publicRoute(async () => {
      throw new Error('connection string postgres://secret');
    });
    const failed = await broken(request('GET'));
    expect(failed.status).toBe(500);
    expect(await failed.text()).not.toContain('secret');
  });
});

/** Every route.ts under `folder`, relative to the repository. */
const routesUnder = (folder: string) =>
  fs
    .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'route.ts')
    .map((file) => path.join(folder, file));

it('every API route and the contact form routes go through userRoute() or publicRoute()', () => {
  const routes = [...routesUnder('app/api'), ...routesUnder('app/(site)/contact')].filter(
    (file) => !file.includes('altcha-worker.js'), // a static script, built once (force-static)
  );
  expect(routes.length).toBeGreaterThan(30);
  const handlers = /export (async )?function (GET|POST|PUT|PATCH|DELETE)\b/;
  expect(routes.filter((file) => handlers.test(fs.readFileSync(path.join(root, file), 'utf8')))).toEqual([]);
  const wrapped = /export const (GET|POST|PUT|PATCH|DELETE) = (userRoute|publicRoute)\b/;
  expect(routes.filter((file) => !wrapped.test(fs.readFileSync(path.join(root, file), 'utf8')))).toEqual([]);
});
