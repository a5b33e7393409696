// The route handlers' refusals of forged and unauthenticated requests, called directly. Moved
// from the browser suite (request-forgery.spec.ts, admin-auth.spec.ts), which only sent requests.
// Server actions (sign-in, sign-out) go through Next's action handling: request-forgery.spec.ts.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as chat from '@/app/api/chat/route';
import * as connectionTest from '@/app/api/connection-test/route';
import * as contentById from '@/app/api/content/[id]/route';
import * as content from '@/app/api/content/route';
import * as keyById from '@/app/api/portal/keys/[id]/route';
import * as keys from '@/app/api/portal/keys/route';
import * as memoryById from '@/app/api/portal/memories/[id]/route';
import * as memories from '@/app/api/portal/memories/route';
import * as sessionById from '@/app/api/portal/sessions/[id]/route';
import * as sessions from '@/app/api/portal/sessions/route';
import { jsonRequest, startHarness, type Harness } from '../ai/chat-harness';

// The site as the e2e server runs it: SITE_URL names its origin.
const SELF = 'http://localhost:3000';
vi.hoisted(() => {
  process.env.SITE_URL = 'http://localhost:3000';
});

// What another site can make a signed-in browser send (forms, fetch with credentials), plus a
// sibling subdomain (same-site), which is refused too: it may be run by someone else.
const forgeries: Record<string, Record<string, string>> = {
  'Origin: null (sandboxed frame, data: URL)': { origin: 'null' },
  'a foreign origin': { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' },
  'a foreign origin without Sec-Fetch-Site': { origin: 'https://attacker.example' },
  'this host on another port': { origin: 'http://localhost:1' },
  'Sec-Fetch-Site: cross-site alone': { 'sec-fetch-site': 'cross-site' },
  'Sec-Fetch-Site: same-site': { 'sec-fetch-site': 'same-site' },
  'our Origin but Sec-Fetch-Site: cross-site': { origin: SELF, 'sec-fetch-site': 'cross-site' },
};
const sameOrigin = { origin: SELF, 'sec-fetch-site': 'same-origin' };

let h: Harness;
let editor: { cookie: string; id: string };
const params = (id: string) => ({ params: Promise.resolve({ id }) });

function send(method: string, path: string, options: { headers?: Record<string, string>; body?: unknown } = {}) {
  return jsonRequest(path, {
    method,
    cookie: editor.cookie,
    headers: { host: 'localhost:3000', ...options.headers },
    body: options.body,
  });
}

async function state() {
  const read = async (response: Response) => (await response.json()) as unknown;
  return {
    sessions: await read(await sessions.GET(send('GET', '/api/portal/sessions'))),
    keys: await read(await keys.GET(send('GET', '/api/portal/keys'))),
    sections: await read(await content.GET(send('GET', '/api/content'))),
  };
}

beforeAll(async () => {
  h = await startHarness();
  editor = await h.signIn('editor-admin@example.com');
  await h.db.query('update public.profiles set is_admin = true where user_id = $1', [editor.id]);
});
afterAll(() => h.fake.close());

describe('forged cross-site requests', () => {
  it('every state-changing route handler refuses them and changes nothing', async () => {
    // Something of each kind to aim at, made the legitimate way (same origin).
    const created = await sessions.POST(
      send('POST', '/api/portal/sessions', {
        headers: sameOrigin,
        body: { provider: 'openai', model: 'gpt-4o', title: 'forgery target' },
      }),
    );
    expect(created.status).toBe(201);
    const session = ((await created.json()) as { session: { id: string } }).session;
    const key = await keys.POST(
      send('POST', '/api/portal/keys', {
        headers: sameOrigin,
        body: { provider: 'anthropic', apiKey: 'sk-ant-forgery-target-1234' },
      }),
    );
    expect(key.status).toBe(201);
    const keyId = ((await key.json()) as { key: { id: string } }).key.id;
    const before = await state();
    const section = (before.sections as { sections: { id: string; content: unknown; updatedAt: string }[] })
      .sections[0]!;

    type Call = { name: string; send: (headers: Record<string, string>) => Promise<Response> };
    const calls: Call[] = [
      {
        name: 'PATCH /api/content/:id',
        send: (headers) =>
          contentById.PATCH(
            send('PATCH', `/api/content/${section.id}`, {
              headers,
              body: { content: section.content, expectedUpdatedAt: section.updatedAt },
            }),
            params(section.id),
          ),
      },
      {
        name: 'POST /api/connection-test',
        send: (headers) => connectionTest.POST(send('POST', '/api/connection-test', { headers })),
      },
      {
        name: 'POST /api/chat',
        send: (headers) =>
          chat.POST(
            send('POST', '/api/chat', {
              headers,
              body: { sessionId: session.id, message: 'hi', provider: 'openai', model: 'gpt-4o' },
            }),
          ),
      },
      {
        name: 'POST /api/portal/keys',
        send: (headers) =>
          keys.POST(
            send('POST', '/api/portal/keys', {
              headers,
              body: { provider: 'openai', apiKey: 'sk-forged-key-99999999' },
            }),
          ),
      },
      {
        name: 'DELETE /api/portal/keys/:id',
        send: (headers) => keyById.DELETE(send('DELETE', `/api/portal/keys/${keyId}`, { headers }), params(keyId)),
      },
      {
        name: 'DELETE /api/portal/memories',
        send: (headers) => memories.DELETE(send('DELETE', '/api/portal/memories', { headers })),
      },
      {
        name: 'DELETE /api/portal/memories/:id',
        send: (headers) => {
          const id = '00000000-0000-4000-8000-000000000000';
          return memoryById.DELETE(send('DELETE', `/api/portal/memories/${id}`, { headers }), params(id));
        },
      },
      {
        name: 'POST /api/portal/sessions',
        send: (headers) =>
          sessions.POST(
            send('POST', '/api/portal/sessions', {
              headers,
              body: { provider: 'openai', model: 'gpt-4o', title: 'forged' },
            }),
          ),
      },
      {
        name: 'PATCH /api/portal/sessions/:id',
        send: (headers) =>
          sessionById.PATCH(
            send('PATCH', `/api/portal/sessions/${session.id}`, { headers, body: { title: 'forged' } }),
            params(session.id),
          ),
      },
      {
        name: 'DELETE /api/portal/sessions/:id',
        send: (headers) =>
          sessionById.DELETE(send('DELETE', `/api/portal/sessions/${session.id}`, { headers }), params(session.id)),
      },
    ];
    for (const call of calls) {
      for (const [forgery, headers] of Object.entries(forgeries)) {
        const response = await call.send(headers);
        expect(response.status, `${call.name} with ${forgery}`).toBe(403);
        expect(await response.json()).toEqual({ error: 'forbidden', message: 'Cross-site requests are not allowed.' });
      }
    }
    expect(await state()).toEqual(before);

    // The same calls from this origin (and from a non-browser client, which sends no Origin) work.
    const renamed = await sessionById.PATCH(
      send('PATCH', `/api/portal/sessions/${session.id}`, { headers: sameOrigin, body: { title: 'renamed' } }),
      params(session.id),
    );
    expect(renamed.status).toBe(200);
    expect((await keyById.DELETE(send('DELETE', `/api/portal/keys/${keyId}`), params(keyId))).status).toBe(204);
    const deleted = await sessionById.DELETE(
      send('DELETE', `/api/portal/sessions/${session.id}`, { headers: sameOrigin }),
      params(session.id),
    );
    expect(deleted.status).toBe(204);
  });

  it('GET never changes state: the mutating routes have no GET handler, so Next answers 405', () => {
    // /api/content/[id] has a GET since the editor reloads one section; it only reads (route-fuzz covers it).
    for (const [path, routeModule] of Object.entries({
      '/api/chat': chat,
      '/api/connection-test': connectionTest,
      '/api/portal/keys/[id]': keyById,
      '/api/portal/memories/[id]': memoryById,
    }))
      expect(Object.keys(routeModule), path).not.toContain('GET');
  });
});

describe('admin route handlers without a session', () => {
  it('refuse the request with 401 and no data in the body', async () => {
    const anonymous = (method: string, path: string, body?: unknown) =>
      jsonRequest(path, { method, headers: { host: 'localhost:3000' }, body });
    const id = '00000000-0000-0000-0000-000000000000';
    const responses = await Promise.all([
      content.GET(anonymous('GET', '/api/content')),
      contentById.PATCH(
        anonymous('PATCH', `/api/content/${id}`, { content: {}, expectedUpdatedAt: '2026-01-01T00:00:00Z' }),
        params(id),
      ),
      connectionTest.POST(anonymous('POST', '/api/connection-test')),
    ]);
    for (const response of responses) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'unauthorized', message: 'You must be signed in.' });
    }
  });
});
