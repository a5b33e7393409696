import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as listMarked, PUT as mark } from '@/app/api/portal/image-models/route';
import { jsonRequest, newChatSession, saveOpenAiAndLocalKeys, startHarness, type Harness } from '../ai/chat-harness';
import { png } from './fixtures';
import { attach, lastUserParts, sendWith } from './harness';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mission-image-models-'));
process.env.DATA_DIR = dataDir;

let h: Harness;
let alice: string;
let bob: string;
let sessionId: string;
beforeAll(async () => {
  h = await startHarness();
  alice = (await h.signIn('image-models-alice@example.com')).cookie;
  bob = (await h.signIn('image-models-bob@example.com')).cookie;
  await saveOpenAiAndLocalKeys(h, alice, { openai: 'sk-image-models-openai-01', local: 'sk-image-models-local-01' });
  sessionId = await newChatSession(alice);
});
afterAll(() => h.fake.close());
beforeEach(() => h.fake.reset());

const LOCAL = { provider: 'openai-compatible', model: 'llava:13b' };
const setMark = (cookie: string, acceptsImages: boolean, model = LOCAL.model) =>
  mark(jsonRequest('/api/portal/image-models', { method: 'PUT', cookie, body: { model, acceptsImages } }));
const marked = async (cookie: string) =>
  (
    (await (await listMarked(jsonRequest('/api/portal/image-models', { method: 'GET', cookie }))).json()) as {
      models: string[];
    }
  ).models;

describe('"accepts images" for a model of an OpenAI-compatible endpoint', () => {
  it('sends no image to an unmarked custom model, and sends it once the user marked the model', async () => {
    const attachmentIds = await attach(alice, sessionId, [{ name: 'chart.png', bytes: await png() }]);
    const refused = await sendWith(alice, { sessionId, message: 'Describe it', attachmentIds, ...LOCAL });
    expect(refused).toEqual({
      status: 400,
      message:
        'llava:13b is not marked as reading images; tick "Accepts images" under the model in Model Settings if it does, or remove them.',
    });
    expect(h.fake.requests).toHaveLength(0);

    expect((await setMark(alice, true)).status).toBe(200);
    expect(await marked(alice)).toEqual(['llava:13b']);
    const sent = await sendWith(alice, { sessionId, message: 'Describe it', attachmentIds, ...LOCAL });
    expect(sent).toMatchObject({ status: 200 });
    expect(lastUserParts(h.fake.requests).map((part) => part.type)).toEqual(['image_url', 'text']);
  });

  it("is one user's mark: another user's model of the same name stays unmarked, and unmarking refuses again", async () => {
    expect((await setMark(alice, true, 'shared-name')).status).toBe(200);
    expect(await marked(bob)).toEqual([]);
    expect((await setMark(alice, false, 'shared-name')).status).toBe(200);
    expect(await marked(alice)).toEqual(['llava:13b']);

    expect((await setMark(alice, false)).status).toBe(200);
    const attachmentIds = await attach(alice, sessionId, [{ name: 'chart.png', bytes: await png() }]);
    const refused = await sendWith(alice, { sessionId, message: 'And now?', attachmentIds, ...LOCAL });
    expect(refused).toMatchObject({ status: 400 });
    expect(h.fake.requests).toHaveLength(0);
  });

  it('refuses a malformed mark with the reason', async () => {
    const response = await mark(
      jsonRequest('/api/portal/image-models', {
        method: 'PUT',
        cookie: alice,
        body: { model: 'x', acceptsImages: 'yes' },
      }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain('acceptsImages must be true or false.');
  });
});
