import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as readSession } from '@/app/api/portal/sessions/[id]/route';
import { GET as exportSession } from '@/app/api/portal/sessions/[id]/export/route';
import { TOOL_RESULT_LIMIT_CHARS, TOOL_STEP_LIMIT } from '@/lib/ai/tools/limits';
import { DENIED_RESULT } from '@/lib/ai/tools/tool-runner';
import { configureToolLimits, NO_TOOL_SUPPORT } from '@/lib/ai/tools/turn-wiring';
import { POST as saveKey } from '@/app/api/portal/keys/route';
import { GET as listServers } from '@/app/api/portal/mcp-servers/route';
import type { ChatMessage, ToolCallRecord } from '@/lib/data/port';
import { startMcpTestServer, type McpTestServer } from '../../support/mcp-test-server';
import { jsonRequest, newChatSession, saveOpenAiKey, startHarness, type Harness } from '../ai/chat-harness';
import { addMcpServer, chatWithTools, turnToolsOn } from './tool-harness';

// Issue #42 point 2, tools through MCP: a real MCP server over real HTTP, the fake provider
// calling its tools in OpenAI's streaming format and recording the results it is sent.
let h: Harness;
let mcp: McpTestServer;
let alice: string;
let serverId: string;

beforeAll(async () => {
  mcp = await startMcpTestServer({ token: 'mcp-secret-token-0001' });
  // The MCP server is on this machine: the operator admits it, as a local model server.
  process.env.LOCAL_PROVIDER_ENDPOINTS = mcp.origin;
  h = await startHarness();
  alice = (await h.signIn('tools-alice@example.com')).cookie;
  await saveOpenAiKey(alice, 'sk-tools-alice-0001');
  const anthropicKey = { provider: 'anthropic', apiKey: 'sk-ant-tools-alice-0001' };
  expect((await saveKey(jsonRequest('/api/portal/keys', { cookie: alice, body: anthropicKey }))).status).toBe(201);
  const added = await addMcpServer(alice, { name: 'Test tools', url: mcp.url, token: 'mcp-secret-token-0001' });
  expect(added.status).toBe(201);
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
  configureToolLimits({});
});

const toolCallsOf = (events: Awaited<ReturnType<typeof chatWithTools>>): ToolCallRecord[] => {
  const done = events.find((event) => event.type === 'done');
  if (done?.type !== 'done') throw new Error(`the turn did not end well: ${JSON.stringify(events.at(-1))}`);
  return done.assistantMessage.toolCalls ?? [];
};

describe('tools through MCP', () => {
  it('runs an allowed tool with the sealed token and sends its result back to the model; stored and exported', async () => {
    const sessionId = await newChatSession(alice);
    await turnToolsOn(alice, sessionId, serverId, ['echo']);
    h.fake.setToolCall({ name: 'echo', arguments: { text: 'hello' } });
    const events = await chatWithTools(alice, sessionId, 'Say hello through the tool', 'once');

    const waiting = events.find((e) => e.type === 'tool' && e.calls[0]?.status === 'waiting');
    expect(waiting).toBeDefined();
    const [call] = toolCallsOf(events);
    expect(call).toMatchObject({ tool: 'echo', server: 'Test tools', args: { text: 'hello' }, status: 'done' });
    expect(call!.result).toBe('echo: hello');
    expect(h.fake.toolResults.map((r) => r.content)).toEqual(['echo: hello']);
    expect(mcp.authorizations.every((header) => header === 'Bearer mcp-secret-token-0001')).toBe(true);

    const page = await readSession(jsonRequest(`/api/portal/sessions/${sessionId}`, { method: 'GET', cookie: alice }), {
      params: Promise.resolve({ id: sessionId }),
    });
    const { messages } = (await page.json()) as { messages: ChatMessage[] };
    expect(messages.at(-1)!.toolCalls).toEqual([expect.objectContaining({ tool: 'echo', status: 'done' })]);
    const exported = await exportSession(
      jsonRequest(`/api/portal/sessions/${sessionId}/export?format=md`, { method: 'GET', cookie: alice }),
      { params: Promise.resolve({ id: sessionId }) },
    );
    expect(await exported.text()).toContain('echo: hello');
  });

  it('a model that keeps calling tools stops at the step limit; the reply ends and keeps every call', async () => {
    const sessionId = await newChatSession(alice);
    await turnToolsOn(alice, sessionId, serverId, ['echo']);
    h.fake.setToolCall({ name: 'echo', arguments: { text: 'again' }, repeat: true });
    const before = h.fake.requests.length;
    const calls = toolCallsOf(await chatWithTools(alice, sessionId, 'Echo until told to stop', 'always'));
    // One model call per step (the chat's title is asked apart, without tools), each answered with
    // another tool call: the loop ends at the limit.
    const steps = h.fake.requests.slice(before).filter((r) => Array.isArray((r.body as { tools?: unknown }).tools));
    expect(steps).toHaveLength(TOOL_STEP_LIMIT);
    expect(calls).toHaveLength(TOOL_STEP_LIMIT);
    expect(calls.every((call) => call.status === 'done' && call.result === 'echo: again')).toBe(true);
  });

  it('Anthropic: the tool_use block is run and its result sent back as a tool_result', async () => {
    const sessionId = await newChatSession(alice);
    await turnToolsOn(alice, sessionId, serverId, ['echo']);
    h.fake.setToolCall({ name: 'echo', arguments: { text: 'from claude' } });
    const events = await chatWithTools(alice, sessionId, 'Echo it', 'always', {
      provider: 'anthropic',
      model: 'claude-3-haiku',
    });
    expect(toolCallsOf(events)[0]).toMatchObject({ tool: 'echo', status: 'done', result: 'echo: from claude' });
    expect(h.fake.toolResults.map((r) => r.content)).toEqual(['echo: from claude']);
    const second = h.fake.requests.at(-1)!.body as { tools?: unknown[] };
    expect(second.tools).toHaveLength(1);
  });

  it('"Always allow" holds for later turns of the chat: no approval is asked', async () => {
    const sessionId = await newChatSession(alice);
    await turnToolsOn(alice, sessionId, serverId, ['echo']);
    h.fake.setToolCall({ name: 'echo', arguments: { text: 'one' } });
    await chatWithTools(alice, sessionId, 'First', 'always');
    h.fake.setToolCall({ name: 'echo', arguments: { text: 'two' } });
    const events = await chatWithTools(alice, sessionId, 'Second', null);
    expect(events.some((e) => e.type === 'tool' && e.calls.some((c) => c.status === 'waiting'))).toBe(false);
    expect(toolCallsOf(events)[0]).toMatchObject({ status: 'done', result: 'echo: two' });
  });

  it('Stop ends the turn while a call waits for approval; the tool never runs', async () => {
    const sessionId = await newChatSession(alice);
    await turnToolsOn(alice, sessionId, serverId, ['echo']);
    h.fake.setToolCall({ name: 'echo', arguments: { text: 'never' } });
    const before = mcp.calls.length;
    const events = await chatWithTools(alice, sessionId, 'Wait', 'stop');
    expect(events.at(-1)!.type).toBe('error');
    const page = await readSession(jsonRequest(`/api/portal/sessions/${sessionId}`, { method: 'GET', cookie: alice }), {
      params: Promise.resolve({ id: sessionId }),
    });
    const { messages } = (await page.json()) as { messages: ChatMessage[] };
    expect(messages.at(-1)!.toolCalls).toEqual([
      expect.objectContaining({ status: 'failed', result: expect.stringMatching(/^Stopped/) }),
    ]);
    expect(mcp.calls.length).toBe(before);
    expect(h.fake.toolResults).toEqual([]);
  });

  it('a model that refuses tools says so in the owner’s words', async () => {
    const sessionId = await newChatSession(alice);
    await turnToolsOn(alice, sessionId, serverId, ['echo']);
    h.fake.setToolsRefused(true);
    const events = await chatWithTools(alice, sessionId, 'Hello', null);
    const last = events.at(-1)!;
    expect(last.type === 'error' && last.assistantMessage?.error).toBe(NO_TOOL_SUPPORT);
  });

  it('a NUL in the arguments or the result is stored replaced, so the reply and its card are kept', async () => {
    const sessionId = await newChatSession(alice);
    await turnToolsOn(alice, sessionId, serverId, ['echo']);
    h.fake.setToolCall({ name: 'echo', arguments: { text: 'a\u0000b' } });
    const events = await chatWithTools(alice, sessionId, 'Odd bytes', 'once');
    expect(toolCallsOf(events)[0]).toMatchObject({
      status: 'done',
      args: { text: 'a\uFFFDb' },
      result: 'echo: a\uFFFDb',
    });
  });

  it('a denied call is not run, and the model is told it was refused', async () => {
    const sessionId = await newChatSession(alice);
    await turnToolsOn(alice, sessionId, serverId, ['echo']);
    h.fake.setToolCall({ name: 'echo', arguments: { text: 'secret' } });
    const before = mcp.calls.length;
    const events = await chatWithTools(alice, sessionId, 'Use the tool', 'deny');
    expect(toolCallsOf(events)[0]).toMatchObject({ status: 'denied' });
    expect(mcp.calls.length).toBe(before);
    expect(h.fake.toolResults.map((r) => r.content)).toEqual([DENIED_RESULT]);
  });

  it('a result over the limit is cut before it reaches the provider', async () => {
    const sessionId = await newChatSession(alice);
    await turnToolsOn(alice, sessionId, serverId, ['big']);
    const size = TOOL_RESULT_LIMIT_CHARS * 3;
    h.fake.setToolCall({ name: 'big', arguments: { size } });
    const events = await chatWithTools(alice, sessionId, 'Fetch the big thing', 'once');
    const sent = h.fake.toolResults[0]!.content;
    expect(sent.length).toBeLessThan(TOOL_RESULT_LIMIT_CHARS + 100);
    expect(sent).toContain(`[cut: ${size - TOOL_RESULT_LIMIT_CHARS} characters]`);
    expect(toolCallsOf(events)[0]!.result).toBe(sent);
  });

  it('a tool that never answers times out, the model is told, and the turn ends', async () => {
    configureToolLimits({ timeoutMs: 300 });
    const sessionId = await newChatSession(alice);
    await turnToolsOn(alice, sessionId, serverId, ['hang']);
    h.fake.setToolCall({ name: 'hang', arguments: {} });
    const events = await chatWithTools(alice, sessionId, 'Wait for it', 'always');
    expect(toolCallsOf(events)[0]).toMatchObject({ tool: 'hang', status: 'timed-out' });
    expect(h.fake.toolResults[0]!.content).toMatch(/did not answer/);
    expect(events.at(-1)!.type).toBe('done');
  });

  it('an MCP server on a private address is refused unless the operator allowed it', async () => {
    const refused = await addMcpServer(alice, { name: 'Inside', url: 'http://10.0.0.7:8080/mcp' });
    expect(refused.status).toBe(400);
    const { message } = (await refused.json()) as { message: string };
    expect(message).toMatch(/public/);
    // In the owner's words: no setting's name on the screen.
    expect(message).not.toMatch(/LOCAL_PROVIDER_ENDPOINTS/);
    const loopback = await addMcpServer(alice, { name: 'Loopback', url: 'http://127.0.0.1:1/mcp' });
    expect(loopback.status).toBe(400);
    // A name only a local resolver answers is refused unresolved.
    const named = await addMcpServer(alice, { name: 'Named', url: 'http://localhost:1/mcp' });
    expect(named.status).toBe(400);
  });

  it('lists servers without their token, sealed in the database', async () => {
    const listed = await listServers(jsonRequest('/api/portal/mcp-servers', { method: 'GET', cookie: alice }));
    const text = await listed.text();
    expect(text).toContain('"hasToken":true');
    expect(text).not.toContain('mcp-secret-token-0001');
    expect(text).not.toContain('sealed');
    const { rows } = await h.db.query<{ sealed_token: string }>('select sealed_token from mcp_servers');
    expect(rows.every((row) => !row.sealed_token.includes('mcp-secret-token'))).toBe(true);
  });
});
