import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ToolCallRecord } from '@/lib/data/port';
import type { ContractBackend, ContractUser } from './contract-types';

type Context = { backend: ContractBackend; alice: ContractUser; bob: ContractUser };

/** MCP servers, a chat's tool choices and a reply's tool calls (issue #42 point 2): owner only, in both modes. */
export function toolsContract(context: () => Context) {
  const setUp = async () => {
    const { backend, alice, bob } = context();
    const mine = backend.port.forCaller(alice.caller);
    const theirs = backend.port.forCaller(bob.caller);
    const server = await mine.mcpServers.add({
      id: randomUUID(),
      name: 'Tools',
      url: 'https://tools.example/mcp',
      sealedToken: 's1.sealed',
    });
    const session = await mine.chats.createSession({ model: 'gpt-4o-mini', provider: 'openai' });
    return { mine, theirs, server, session };
  };

  describe('tools through MCP', () => {
    it("lists a user's servers with their sealed token to them only, and removes them", async () => {
      const { mine, theirs, server } = await setUp();
      expect(server).toEqual({
        id: server.id,
        name: 'Tools',
        url: 'https://tools.example/mcp',
        hasToken: true,
        createdAt: expect.any(String),
      });
      expect(await mine.mcpServers.list()).toContainEqual({ ...server, sealedToken: 's1.sealed' });
      expect((await theirs.mcpServers.list()).map((s) => s.id)).not.toContain(server.id);
      await expect(theirs.mcpServers.remove(server.id)).rejects.toMatchObject({ code: 'not_found' });
      await mine.mcpServers.remove(server.id);
      expect((await mine.mcpServers.list()).map((s) => s.id)).not.toContain(server.id);
    });

    it('keeps a chat’s tools and "always allow"; nobody else reads or writes them', async () => {
      const { mine, theirs, server, session } = await setUp();
      const on = await mine.mcpServers.setChoices(session.id, [
        { serverId: server.id, tool: 'echo' },
        { serverId: server.id, tool: 'search' },
      ]);
      expect(on).toEqual([
        { serverId: server.id, tool: 'echo', alwaysAllow: false },
        { serverId: server.id, tool: 'search', alwaysAllow: false },
      ]);
      await mine.mcpServers.allowAlways(session.id, { serverId: server.id, tool: 'echo' });
      // Turning one tool off keeps the grant of the one still on.
      expect(await mine.mcpServers.setChoices(session.id, [{ serverId: server.id, tool: 'echo' }])).toEqual([
        { serverId: server.id, tool: 'echo', alwaysAllow: true },
      ]);
      expect(await theirs.mcpServers.choices(session.id)).toEqual([]);
      await theirs.mcpServers.allowAlways(session.id, { serverId: server.id, tool: 'search' });
      await expect(theirs.mcpServers.setChoices(session.id, [{ serverId: server.id, tool: 'x' }])).rejects.toThrow();
      // Nor can a chat of theirs use a server of mine.
      const own = await theirs.chats.createSession({ model: 'gpt-4o-mini', provider: 'openai' });
      await expect(theirs.mcpServers.setChoices(own.id, [{ serverId: server.id, tool: 'echo' }])).rejects.toThrow();
      expect(await mine.mcpServers.choices(session.id)).toEqual([
        { serverId: server.id, tool: 'echo', alwaysAllow: true },
      ]);
      // Removing the server turns its tools off.
      await mine.mcpServers.remove(server.id);
      expect(await mine.mcpServers.choices(session.id)).toEqual([]);
    });

    it("uses its project's tools in a chat that chose none, until the chat chooses; owner only", async () => {
      const { mine, theirs, server, session } = await setUp();
      const project = await mine.projects.create({ name: 'Harbour', instructions: '' });
      await mine.projects.moveSession(session.id, project.id);
      expect(
        await mine.mcpServers.setProjectChoices(project.id, [
          { serverId: server.id, tool: 'echo' },
          { serverId: server.id, tool: 'search' },
        ]),
      ).toEqual([
        { serverId: server.id, tool: 'echo', alwaysAllow: false },
        { serverId: server.id, tool: 'search', alwaysAllow: false },
      ]);
      expect(await mine.mcpServers.followsProject(session.id)).toBe(true);
      // "Always allow" stays the chat's own, and does not end following the project.
      await mine.mcpServers.allowAlways(session.id, { serverId: server.id, tool: 'echo' });
      expect(await mine.mcpServers.choices(session.id)).toEqual([
        { serverId: server.id, tool: 'echo', alwaysAllow: true },
        { serverId: server.id, tool: 'search', alwaysAllow: false },
      ]);
      expect(await mine.mcpServers.projectChoices(project.id)).toHaveLength(2);
      // Nobody else reads or writes a project's tools, nor names my server in theirs.
      expect(await theirs.mcpServers.projectChoices(project.id)).toEqual([]);
      expect(await theirs.mcpServers.choices(session.id)).toEqual([]);
      await expect(
        theirs.mcpServers.setProjectChoices(project.id, [{ serverId: server.id, tool: 'x' }]),
      ).rejects.toThrow();
      const ours = await theirs.projects.create({ name: 'Theirs', instructions: '' });
      await expect(
        theirs.mcpServers.setProjectChoices(ours.id, [{ serverId: server.id, tool: 'echo' }]),
      ).rejects.toThrow();
      // A grant for a tool the project has since dropped is not revived when the chat picks it itself.
      await mine.mcpServers.setProjectChoices(project.id, [{ serverId: server.id, tool: 'search' }]);
      expect(await mine.mcpServers.choices(session.id)).toEqual([
        { serverId: server.id, tool: 'search', alwaysAllow: false },
      ]);
      expect(await mine.mcpServers.setChoices(session.id, [{ serverId: server.id, tool: 'echo' }])).toEqual([
        { serverId: server.id, tool: 'echo', alwaysAllow: false },
      ]);
      // The chat's own choice wins once made, even none.
      expect(await mine.mcpServers.setChoices(session.id, [])).toEqual([]);
      expect(await mine.mcpServers.followsProject(session.id)).toBe(false);
      expect(await mine.mcpServers.choices(session.id)).toEqual([]);
      // A chat that never chose, in the project: the project's; removing the server turns them off.
      const other = await mine.chats.createSession({ model: 'gpt-4o-mini', provider: 'openai' });
      expect(await mine.mcpServers.followsProject(other.id)).toBe(false);
      await mine.projects.moveSession(other.id, project.id);
      expect((await mine.mcpServers.choices(other.id)).map((c) => c.tool)).toEqual(['search']);
      await mine.mcpServers.remove(server.id);
      expect(await mine.mcpServers.choices(other.id)).toEqual([]);
      expect(await mine.mcpServers.projectChoices(project.id)).toEqual([]);
    });

    it("gives the turn, from the session's one read, the same tools as choices()", async () => {
      const { mine, theirs, server, session } = await setUp();
      const forTurn = async (repos: typeof mine, id: string) => {
        const { session: read } = await repos.chats.sessionWithHistory(id);
        return repos.mcpServers.choicesForTurn({ sessionId: id, ...read });
      };
      expect((await mine.chats.sessionWithHistory(session.id)).session).toMatchObject({
        projectId: null,
        toolsChosen: false,
      });
      expect(await forTurn(mine, session.id)).toEqual([]);
      const project = await mine.projects.create({ name: 'Harbour', instructions: '' });
      await mine.projects.moveSession(session.id, project.id);
      await mine.mcpServers.setProjectChoices(project.id, [{ serverId: server.id, tool: 'search' }]);
      await mine.mcpServers.allowAlways(session.id, { serverId: server.id, tool: 'search' });
      expect((await mine.chats.sessionWithHistory(session.id)).session.projectId).toBe(project.id);
      expect(await forTurn(mine, session.id)).toEqual(await mine.mcpServers.choices(session.id));
      expect(await forTurn(mine, session.id)).toEqual([{ serverId: server.id, tool: 'search', alwaysAllow: true }]);
      await mine.mcpServers.setChoices(session.id, [{ serverId: server.id, tool: 'echo' }]);
      expect((await mine.chats.sessionWithHistory(session.id)).session.toolsChosen).toBe(true);
      expect(await forTurn(mine, session.id)).toEqual([{ serverId: server.id, tool: 'echo', alwaysAllow: false }]);
      // Someone else naming my chat and project reads nothing.
      expect(
        await theirs.mcpServers.choicesForTurn({ sessionId: session.id, projectId: project.id, toolsChosen: false }),
      ).toEqual([]);
      expect(
        await theirs.mcpServers.choicesForTurn({ sessionId: session.id, projectId: null, toolsChosen: true }),
      ).toEqual([]);
    });

    it("stores a reply's tool calls with it, kept by later writes, read with a page and the list", async () => {
      const { mine, session } = await setUp();
      const call: ToolCallRecord = {
        id: 'call_1',
        tool: 'echo',
        server: 'Tools',
        args: { text: 'hi' },
        status: 'waiting',
      };
      const draft = await mine.chats.addMessage({
        sessionId: session.id,
        role: 'assistant',
        content: '',
        status: 'streaming',
        toolCalls: [call],
      });
      expect(draft.toolCalls).toEqual([call]);
      const done = { ...call, status: 'done' as const, result: 'echo: hi', ms: 12 };
      await mine.chats.updateMessage(draft.id, { content: 'Said hi.', status: 'streaming', toolCalls: [done] });
      expect((await mine.chats.updateMessage(draft.id, { content: 'Said hi.', status: 'complete' })).toolCalls).toEqual(
        [done],
      );
      expect((await mine.chats.sessionPage(session.id, {}, 50)).messages.at(-1)!.toolCalls).toEqual([done]);
      expect((await mine.chats.listMessages(session.id)).at(-1)!.toolCalls).toEqual([done]);
      const plain = await mine.chats.addMessage({ sessionId: session.id, role: 'user', content: 'Thanks' });
      expect(plain).not.toHaveProperty('toolCalls');
    });
  });
}
