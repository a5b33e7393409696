import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as draft } from '@/app/api/content/seo-draft/route';
import { jsonRequest, saveOpenAiKey, startHarness, type Harness } from '../ai/chat-harness';

// "Draft with AI" on a page's Search & sharing card: the admin's own key, on the server, saves nothing.
let h: Harness;
let owner: { cookie: string; id: string };
let keyless: { cookie: string; id: string };

const ask = (cookie: string, body: unknown) => draft(jsonRequest('/api/content/seo-draft', { cookie, body }));
const seoRow = async () =>
  (
    await h.db.query<{ content: { description: string } }>(
      `select content from page_content where page_name = 'about' and section_name = 'seo'`,
    )
  ).rows[0]!.content;

beforeAll(async () => {
  h = await startHarness();
  owner = await h.signIn('owner@example.com');
  keyless = await h.signIn('second@example.com');
  await saveOpenAiKey(owner.cookie);
});
afterAll(() => h.fake.close());
beforeEach(() => h.fake.reset());

describe('drafting a meta description', () => {
  it("sends the page's text to the admin's own provider and answers one clean line, saving nothing", async () => {
    const before = await seoRow();
    h.fake.setReply('  "Marine veteran turned AI developer:\nthe journey, the work and the mission."  ');
    const response = await ask(owner.cookie, { page: 'about' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      description: 'Marine veteran turned AI developer: the journey, the work and the mission.',
    });
    const sent = h.fake.requests.find((r) => r.path.endsWith('/chat/completions'))!;
    expect(sent.headers.authorization).toBe('Bearer sk-test-alice-key-0001');
    expect(JSON.stringify(sent.body)).toContain('My Journey');
    expect(JSON.stringify(sent.body)).not.toContain('About | Mission Ready Tech');
    expect(await seoRow()).toEqual(before);
  });

  it('says why without a saved key, and asks no provider', async () => {
    const response = await ask(keyless.cookie, { page: 'home' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /save one in the AI portal under Settings/,
    );
    expect(h.fake.requests).toHaveLength(0);
  });

  it("passes on the provider's refusal as a message the admin can act on", async () => {
    h.fake.failNext({ status: 429 });
    const response = await ask(owner.cookie, { page: 'home' });
    expect(response.status).toBe(503);
    expect(JSON.stringify(await response.json())).toContain('rate limiting requests (429)');
  });

  it('refuses an unknown page, and anyone signed out', async () => {
    expect((await ask(owner.cookie, { page: 'admin' })).status).toBe(400);
    expect((await ask('session=nobody', { page: 'home' })).status).toBe(401);
    expect(h.fake.requests).toHaveLength(0);
  });
});
