import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as readProjectTools, PUT as writeProjectTools } from '@/app/api/portal/projects/[id]/tools/route';
import type { ProjectToolsAnswer } from '@/app/api/portal/projects/[id]/tools/schema';
import { GET as readChatTools } from '@/app/api/portal/sessions/[id]/tools/route';
import type { ToolChoicesAnswer } from '@/app/api/portal/sessions/[id]/tools/schema';
import { configureToolLimits } from '@/lib/ai/tools/turn-wiring';
import { startMcpTestServer, type McpTestServer } from '../../support/mcp-test-server';
import { jsonRequest, newChatSession, saveOpenAiKey, startHarness, type Harness } from '../ai/chat-harness';
import { newProject, putInProject } from '../projects/harness';
import { addMcpServer, chatWithTools, turnToolsOn } from './tool-harness';

// A project picks which tools are on for its chats; a chat's own choice, once made, wins.
let h: Harness;
let mcp: McpTestServer;
let alice: string;
let serverId: string;

const withId = (id: string) => ({ params: Promise.resolve({ id }) });
const setProjectTools = (cookie: string, projectId: string, tools: string[]) =>
  writeProjectTools(
    jsonRequest(`/api/portal/projects/${projectId}/tools`, {
      method: 'PUT',
      cookie,
      body: { tools: tools.map((tool) => ({ serverId, tool })) },
    }),
    withId(projectId),
  );
const chatTools = async (sessionId: string) =>
  (await (
    await readChatTools(
      jsonRequest(`/api/portal/sessions/${sessionId}/tools`, { method: 'GET', cookie: alice }),
      withId(sessionId),
    )
  ).json()) as ToolChoicesAnswer;
/** The tool names the provider was offered in the turn's last chat request. */
const offered = () => {
  const body = h.fake.requests.filter((r) => r.path === '/v1/chat/completions').at(-1)!.body as {
    tools?: { function: { name: string } }[];
  };
  return (body.tools ?? []).map((tool) => tool.function.name).sort();
};

beforeAll(async () => {
  mcp = await startMcpTestServer({ token: 'mcp-secret-token-0002' });
  process.env.LOCAL_PROVIDER_ENDPOINTS = mcp.origin;
  h = await startHarness();
  alice = (await h.signIn('project-tools-alice@example.com')).cookie;
  await saveOpenAiKey(alice, 'sk-project-tools-0001');
  const added = await addMcpServer(alice, { name: 'Test tools', url: mcp.url, token: 'mcp-secret-token-0002' });
  serverId = ((await added.json()) as { server: { id: string } }).server.id;
});
afterAll(async () => {
  configureToolLimits({});
  await h.fake.close();
  await mcp.close();
});
beforeEach(() => {
  h.fake.reset();
  h.fake.setReply('All done.');
  // A call left waiting for an approval that never comes fails fast instead of hanging the test.
  configureToolLimits({ approvalWaitMs: 3000 });
});

describe("a project's tools", () => {
  it("are offered in its chats that chose none; the chat's own choice wins once made", async () => {
    const projectId = await newProject(alice, { name: 'Harbour' });
    const saved = await setProjectTools(alice, projectId, ['big', 'echo']);
    expect(saved.status).toBe(200);
    const read = await readProjectTools(
      jsonRequest(`/api/portal/projects/${projectId}/tools`, { method: 'GET', cookie: alice }),
      withId(projectId),
    );
    expect(((await read.json()) as ProjectToolsAnswer).tools.map((c) => c.tool)).toEqual(['big', 'echo']);

    const sessionId = await newChatSession(alice);
    expect(await putInProject(alice, sessionId, projectId)).toBe(204);
    expect(await chatTools(sessionId)).toMatchObject({
      fromProject: 'Harbour',
      tools: [{ tool: 'big' }, { tool: 'echo' }],
    });
    await chatWithTools(alice, sessionId, 'Hello', null);
    expect(offered()).toEqual(['big', 'echo']);

    await turnToolsOn(alice, sessionId, serverId, ['echo']);
    expect(await chatTools(sessionId)).toMatchObject({ fromProject: null, tools: [{ tool: 'echo' }] });
    await chatWithTools(alice, sessionId, 'Again', null);
    expect(offered()).toEqual(['echo']);
  });

  it('"Always allow" in a chat using its project\'s tools holds for that chat only', async () => {
    const projectId = await newProject(alice, { name: 'Granted' });
    await setProjectTools(alice, projectId, ['echo']);
    const [granted, other] = [await newChatSession(alice), await newChatSession(alice)];
    await putInProject(alice, granted, projectId);
    await putInProject(alice, other, projectId);
    h.fake.setToolCall({ name: 'echo', arguments: { text: 'one' } });
    await chatWithTools(alice, granted, 'First', 'always');
    h.fake.setToolCall({ name: 'echo', arguments: { text: 'two' } });
    const again = await chatWithTools(alice, granted, 'Second', null);
    expect(again.some((e) => e.type === 'tool' && e.calls.some((c) => c.status === 'waiting'))).toBe(false);
    expect(await chatTools(granted)).toMatchObject({
      fromProject: 'Granted',
      tools: [{ tool: 'echo', alwaysAllow: true }],
    });
    expect((await chatTools(other)).tools).toEqual([expect.objectContaining({ tool: 'echo', alwaysAllow: false })]);
  });

  it("are not another user's to read or change", async () => {
    const projectId = await newProject(alice, { name: 'Private' });
    const bob = (await h.signIn('project-tools-bob@example.com')).cookie;
    const read = await readProjectTools(
      jsonRequest(`/api/portal/projects/${projectId}/tools`, { method: 'GET', cookie: bob }),
      withId(projectId),
    );
    expect(read.status).toBe(404);
    expect((await setProjectTools(bob, projectId, ['echo'])).status).toBe(404);
  });
});
