import { readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonRequest, startHarness, type Harness } from '../ai/chat-harness';
import {
  SWEEP_VALUES,
  checkAnswer,
  corrupted,
  withField,
  invalidJson,
  noSession,
  oddString,
  wrongValue,
} from './fuzz-inputs';
import * as keys from '@/app/api/portal/keys/route';
import { endpoints, type Endpoint, type Fixtures } from './route-table';

// Outside Next there is no page cache to revalidate; the save itself is what is under test.
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const RUNS = { numRuns: 15 };

let h: Harness;
let alice: { cookie: string; id: string };
let bob: { cookie: string; id: string };
let fixtures: Fixtures;
let othersIds: string[];

function call(endpoint: Endpoint, init: { cookie?: string; raw?: string; id?: string }) {
  const id = init.id ?? fixtures.sectionId;
  let segment = 'fuzz';
  try {
    segment = encodeURIComponent(id);
  } catch {
    // A lone surrogate cannot be percent-encoded; the handler reads the id from its params anyway.
  }
  const url = `/api/${endpoint.route.replace('[id]', segment)}`;
  const request = jsonRequest(url, { method: endpoint.method, cookie: init.cookie, raw: init.raw });
  return endpoint.handler(request, { params: Promise.resolve({ id }) as Promise<never> });
}

/** A body for endpoints that read one, from `bodies`; none for the others. */
const bodyFor = (endpoint: Endpoint, bodies: fc.Arbitrary<string>) =>
  endpoint.body ? bodies.map((raw): string | undefined => raw) : fc.constant(undefined);
const anyBody = (endpoint: Endpoint) =>
  fc.oneof(
    invalidJson,
    corrupted(endpoint.body?.sample(fixtures) ?? {}),
    wrongValue.map((v) => JSON.stringify(v)),
  );

beforeAll(async () => {
  h = await startHarness();
  alice = await h.signIn('alice@example.com');
  bob = await h.signIn('bob@example.com');
  await h.db.query('update public.profiles set is_admin = (user_id = $1)', [alice.id]);
  const saved = await keys.POST(
    jsonRequest('/api/portal/keys', {
      cookie: alice.cookie,
      body: { provider: 'openai', apiKey: 'sk-fuzz-0123456789' },
    }),
  );
  expect(saved.status).toBe(201);
  const insert = async (sql: string, params: unknown[]) => (await h.db.query<{ id: string }>(sql, params)).rows[0]!.id;
  const ownSessionId = await insert(
    `insert into chat_sessions (user_id, model, provider) values ($1, 'gpt-4o', 'openai') returning id`,
    [alice.id],
  );
  othersIds = [
    await insert(`insert into chat_sessions (user_id, model, provider) values ($1, 'gpt-4o', 'openai') returning id`, [
      bob.id,
    ]),
    await insert(
      `insert into api_keys (user_id, provider, api_key, key_hint) values ($1, 'openai', 'v1.a.b.c', 'abcd') returning id`,
      [bob.id],
    ),
    await insert(`insert into memories (user_id, content) values ($1, 'bob private') returning id`, [bob.id]),
  ];
  const section = (
    await h.db.query<{ id: string; at: string }>(
      `select id, to_json(updated_at)#>>'{}' as at from page_content limit 1`,
    )
  ).rows[0]!;
  fixtures = { ownSessionId, sectionId: section.id, sectionUpdatedAt: section.at };
});
afterAll(() => h.fake.close());

describe('route handler fuzzing', () => {
  it('covers every route handler under app/api', async () => {
    const root = path.resolve('app/api');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('route.ts'));
    const exported: string[] = [];
    for (const file of files) {
      const routeModule = (await import(path.join(root, file))) as Record<string, unknown>;
      const route = path.dirname(file).split(path.sep).join('/');
      exported.push(
        ...Object.keys(routeModule)
          .filter((name) => METHODS.includes(name))
          .map((method) => `${method} ${route}`),
      );
    }
    expect(endpoints.map((e) => `${e.method} ${e.route}`).sort()).toEqual(exported.sort());
  });

  describe.each(endpoints.map((e) => [`${e.method} /api/${e.route}`, e] as const))('%s', (_, endpoint) => {
    // A public endpoint (the page-view beacon) answers visitors without a session.
    it.skipIf(endpoint.public)('answers 401 without a valid session, whatever the body', async () => {
      await fc.assert(
        fc.asyncProperty(noSession, bodyFor(endpoint, anyBody(endpoint)), async (cookie, raw) => {
          await checkAnswer(await call(endpoint, { cookie, raw }), { mustFail: true, status: 401 });
        }),
        RUNS,
      );
    });

    if (endpoint.admin)
      it('answers 403 to a signed-in user who is not an admin', async () => {
        const raw = endpoint.body ? JSON.stringify(endpoint.body.sample(fixtures)) : undefined;
        await checkAnswer(await call(endpoint, { cookie: bob.cookie, raw }), { mustFail: true, status: 403 });
      });

    if (endpoint.body)
      it('answers 4xx with a message to invalid JSON, wrong types and huge bodies', async () => {
        const cookie = alice.cookie;
        await fc.assert(
          fc.asyncProperty(invalidJson, async (raw) => {
            await checkAnswer(await call(endpoint, { cookie, raw }), { mustFail: true, status: 400 });
          }),
          RUNS,
        );
        await fc.assert(
          fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (value) => {
            await checkAnswer(await call(endpoint, { cookie, raw: JSON.stringify(value) }), { mustFail: true });
          }),
          RUNS,
        );
        const filler = 'x'.repeat(endpoint.body!.maxBytes);
        const huge = JSON.stringify({ ...endpoint.body!.sample(fixtures), message: filler, title: filler });
        await checkAnswer(await call(endpoint, { cookie, raw: huge }), { mustFail: true, status: 413 });
        const depth = Math.floor(endpoint.body!.maxBytes / 2) - 10;
        const deep = `{"content":${'['.repeat(depth)}${']'.repeat(depth)}}`;
        await checkAnswer(await call(endpoint, { cookie, raw: deep }), { mustFail: true, status: 400 });
      });

    if (endpoint.body)
      it('never fails with a 5xx when one field is wrong, odd Unicode or missing', async () => {
        const sample = endpoint.body!.sample(fixtures);
        for (const key of Object.keys(sample))
          for (const value of SWEEP_VALUES)
            await checkAnswer(await call(endpoint, { cookie: alice.cookie, raw: withField(sample, key, value) }), {
              mustFail: false,
            });
        await fc.assert(
          fc.asyncProperty(corrupted(endpoint.body!.sample(fixtures)), async (raw) => {
            await checkAnswer(await call(endpoint, { cookie: alice.cookie, raw }), { mustFail: false });
          }),
          { numRuns: 40 },
        );
      });

    if (endpoint.byId)
      it("answers 4xx to another user's ids and to made-up ones", async () => {
        const ids = fc.oneof(
          fc.constantFrom(...othersIds),
          fc.uuid(),
          oddString,
          fc.constantFrom('', '..', '1 or 1=1'),
        );
        const raw = endpoint.body ? JSON.stringify(endpoint.body.sample(fixtures)) : undefined;
        await fc.assert(
          fc.asyncProperty(ids, async (id) => {
            await checkAnswer(await call(endpoint, { cookie: alice.cookie, raw, id }), { mustFail: true });
          }),
          RUNS,
        );
      });
  });

  it('left every row of the other user in place', async () => {
    const counts = await h.db.query<{ n: number }>(
      `select (select count(*) from chat_sessions where user_id = $1)::int + (select count(*) from api_keys where user_id = $1)::int
        + (select count(*) from memories where user_id = $1)::int as n`,
      [bob.id],
    );
    expect(counts.rows[0]!.n).toBe(3);
  });
});
