import { afterAll, beforeAll, expect, it } from 'vitest';
import { startCountingListener, type CountingListener } from '../../support/counting-listener';
import { startMcpTestServer, type McpTestServer } from '../../support/mcp-test-server';
import { POST as chat } from '@/app/api/chat/route';
import { jsonRequest, newChatSession, saveOpenAiKey, startHarness, type Harness } from '../ai/chat-harness';
import { addMcpServer, turnToolsOn } from './tool-harness';

// A server's token is sealed to its user, row and URL: a row pointed at another address in the
// database (both allowed by the operator) does not send the token there.
let h: Harness;
let mcp: McpTestServer;
let elsewhere: CountingListener;

beforeAll(async () => {
  mcp = await startMcpTestServer({ token: 'bound-token-0001' });
  elsewhere = await startCountingListener('127.0.0.1');
  process.env.LOCAL_PROVIDER_ENDPOINTS = `${mcp.origin},${elsewhere.origin}`;
  h = await startHarness();
});
afterAll(async () => {
  await Promise.all([mcp.close(), elsewhere.close(), h.fake.close()]);
});

it('a sealed token does not open for a row pointed at another URL', async () => {
  const alice = (await h.signIn('tools-binding@example.com')).cookie;
  await saveOpenAiKey(alice, 'sk-tools-binding-0001');
  const added = await addMcpServer(alice, { name: 'Bound', url: mcp.url, token: 'bound-token-0001' });
  const { server } = (await added.json()) as { server: { id: string } };
  const sessionId = await newChatSession(alice);
  await turnToolsOn(alice, sessionId, server.id, ['echo']);
  await h.db.query('update mcp_servers set url = $1 where id = $2', [`${elsewhere.origin}/mcp`, server.id]);

  const body = { sessionId, message: 'Use it', provider: 'openai', model: 'gpt-4o-mini' };
  const refused = await chat(jsonRequest('/api/chat', { cookie: alice, body }));
  expect(refused.status).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toMatch(/can no longer be read/);
  expect(elsewhere.connections).toBe(0);
  expect(h.fake.requests.filter((r) => r.path.endsWith('/chat/completions'))).toHaveLength(0);
});
