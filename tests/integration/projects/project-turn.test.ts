import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PATCH as patchSession } from '@/app/api/portal/sessions/[id]/route';
import { sourcesLine } from '@/lib/ai/attachments/chunks/sources-line';
import type { ChatMessage } from '@/lib/data/port';
import { jsonRequest, newChatSession, saveOpenAiKey, startHarness, type Harness } from '../ai/chat-harness';
import { sendWith } from '../attachments/harness';
import { addProjectFiles, newProject, putInProject } from './harness';

// Issue #42 point 1: a chat in a project gets the project's instructions before its own, and the
// passages of the project's files that answer the question, named under the reply as its sources.
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'mission-project-turn-'));

let h: Harness;
let alice: string;
beforeAll(async () => {
  h = await startHarness();
  alice = (await h.signIn('project-turn@example.com')).cookie;
  await saveOpenAiKey(alice);
});
afterAll(() => h.fake.close());
beforeEach(() => h.fake.reset());

const PROJECT_INSTRUCTIONS = 'You answer as the harbour master of Port Elwood.';
const filler = (topic: string, lines: number) =>
  Array.from({ length: lines }, (_, i) => `${topic} note ${i + 1}: nothing of interest about ${topic} today.`);
// Three chunks or so: the fees sit in the middle, among lines about other things.
const HANDBOOK = [
  ...filler('weather', 30),
  'Mooring fees rose to 42 dollars a night in March.',
  ...filler('birds', 30),
  ...filler('paint', 30),
].join('\n');

type Sent = { role: string; content: unknown };
const sentMessages = () => {
  const request = h.fake.requests.filter((r) => r.path.endsWith('/chat/completions')).at(-1)!;
  return (request.body as { messages: Sent[] }).messages;
};
const systemTexts = () =>
  sentMessages()
    .filter((message) => message.role === 'system')
    .map((message) => String(message.content));

async function ask(sessionId: string, message: string) {
  const sent = await sendWith(alice, { sessionId, message, attachmentIds: [] });
  expect(sent.status, sent.message).toBe(200);
  return (sent.events!.at(-1) as { assistantMessage: ChatMessage }).assistantMessage;
}

describe('a chat in a project', () => {
  it("sends the project's instructions before the chat's own and the passage that answers, cited as a source", async () => {
    const projectId = await newProject(alice, { name: 'Harbour', instructions: PROJECT_INSTRUCTIONS });
    const uploaded = await addProjectFiles(alice, projectId, [{ name: 'handbook.txt', text: HANDBOOK }]);
    expect(uploaded.status, uploaded.message).toBe(201);
    const sessionId = await newChatSession(alice);
    expect(await putInProject(alice, sessionId, projectId)).toBe(204);
    await patchSession(
      jsonRequest(`/api/portal/sessions/${sessionId}`, {
        method: 'PATCH',
        cookie: alice,
        body: { systemPrompt: 'Be brief.' },
      }),
      { params: Promise.resolve({ id: sessionId }) },
    );

    const reply = await ask(sessionId, 'What are the mooring fees?');

    const system = systemTexts();
    expect(system[0]).toBe(PROJECT_INSTRUCTIONS);
    expect(system[1]).toBe('Be brief.');
    const passages = system.find((text) => text.includes('Mooring fees rose to 42 dollars'));
    expect(passages).toMatch(/<file name="handbook.txt, lines \d+–\d+">/);
    // Only the passage that answers: the file's other chunks stay out.
    expect(passages).not.toContain('paint note 30');
    expect(reply.sources).toHaveLength(1);
    expect(reply.sources![0]!.name).toBe('handbook.txt');
    expect(sourcesLine(reply.sources)).toMatch(/^Sources: handbook\.txt, lines \d+–\d+$/);
  });

  it('sends nothing of the project once the chat is taken out of it', async () => {
    const projectId = await newProject(alice, { name: 'Harbour 2', instructions: PROJECT_INSTRUCTIONS });
    await addProjectFiles(alice, projectId, [{ name: 'handbook.txt', text: HANDBOOK }]);
    const sessionId = await newChatSession(alice);
    await putInProject(alice, sessionId, projectId);
    expect(await putInProject(alice, sessionId, null)).toBe(204);

    const reply = await ask(sessionId, 'What are the mooring fees?');
    expect(systemTexts().join('\n')).not.toContain('harbour master');
    expect(JSON.stringify(sentMessages())).not.toContain('Mooring fees rose');
    expect(reply.sources).toBeUndefined();
  });
});
