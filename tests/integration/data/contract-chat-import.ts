import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ImportSessionRow } from '@/lib/data/port';
import { rejectsWith } from './contract-assert';
import type { ContractBackend, ContractUser } from './contract-types';

type Context = { backend: ContractBackend; alice: ContractUser; bob: ContractUser };

const row = (title: string, contents: string[], over: Partial<ImportSessionRow> = {}): ImportSessionRow => ({
  title,
  instructions: '',
  provider: 'openai',
  model: 'gpt-4o-mini',
  createdAt: '2024-03-01T10:00:00.000Z',
  updatedAt: '2024-03-01T10:05:00.000Z',
  messages: contents.map((content, i) => ({
    role: i % 2 === 0 ? 'user' : 'assistant',
    content,
    status: 'complete',
    createdAt: `2024-03-01T10:0${i}:00.000Z`,
  })),
  ...over,
});

/** Writing an import in batches, and taking all of it back, on every backend (migration 20261203000100). */
export function chatImportContract(context: () => Context) {
  describe('chat imports', () => {
    const as = (user: ContractUser) => context().backend.port.forCaller(user.caller);
    const titles = async (user: ContractUser) => (await as(user).chats.listSessions()).map((s) => s.title);

    it("writes each batch as the caller's sessions with their messages in order, times, model and instructions", async () => {
      const { alice } = context();
      const imports = as(alice).chatImports;
      const id = await imports.begin('chatgpt');
      const first = row('Imported: tides', ['Why are there two tides a day?', 'The Moon and the Sun.', 'Thanks'], {
        instructions: 'Be brief.',
      });
      expect(await imports.addBatch(id, [first])).toBe(1);
      expect(
        await imports.addBatch(id, [
          row('Imported: knots', ['Bowline?'], { provider: 'anthropic', model: 'claude-sonnet-4-5' }),
        ]),
      ).toBe(1);
      await imports.finish(id);

      const listed = await as(alice).chats.listSessions();
      const tides = listed.find((s) => s.title === 'Imported: tides')!;
      expect(tides).toMatchObject({ systemPrompt: 'Be brief.', provider: 'openai', replyingSince: null });
      expect(new Date(tides.createdAt).toISOString()).toBe('2024-03-01T10:00:00.000Z');
      expect(new Date(tides.updatedAt).toISOString()).toBe('2024-03-01T10:05:00.000Z');
      const { messages } = await as(alice).chats.sessionWithHistory(tides.id);
      expect(messages.map((m) => [m.role, m.content, m.status])).toEqual([
        ['user', 'Why are there two tides a day?', 'complete'],
        ['assistant', 'The Moon and the Sun.', 'complete'],
        ['user', 'Thanks', 'complete'],
      ]);
      expect(new Date(messages[1]!.createdAt).toISOString()).toBe('2024-03-01T10:01:00.000Z');
      expect(listed.find((s) => s.title === 'Imported: knots')).toMatchObject({ provider: 'anthropic' });
      // A finished import takes no more batches.
      await rejectsWith(imports.addBatch(id, [row('late', ['x'])]), 'conflict');
    });

    it("restores a compared turn's replies as one group with their models and columns, only the kept one kept (20261208000300, 20261209000100)", async () => {
      const { alice } = context();
      const imports = as(alice).chatImports;
      const id = await imports.begin('ai-portal');
      const group = randomUUID();
      const compared = row('Imported: compared', ['Colour?', 'Blue.', 'Red.', 'Thanks']);
      compared.messages[1]!.compare = { group, provider: 'openai', model: 'gpt-4o-mini', kept: false, column: 1 };
      compared.messages[2] = {
        ...compared.messages[2]!,
        role: 'assistant',
        compare: { group, provider: 'anthropic', model: 'claude-haiku-4-5', kept: true, column: 0 },
      };
      compared.messages[3]!.role = 'user';
      expect(await imports.addBatch(id, [compared])).toBe(1);
      await imports.finish(id);

      const session = (await as(alice).chats.listSessions()).find((s) => s.title === 'Imported: compared')!;
      const { messages } = await as(alice).chats.sessionWithHistory(session.id);
      expect(messages.map((m) => [m.role, m.content, m.compare ?? null])).toEqual([
        ['user', 'Colour?', null],
        ['assistant', 'Blue.', { group, provider: 'openai', model: 'gpt-4o-mini', kept: false, column: 1 }],
        ['assistant', 'Red.', { group, provider: 'anthropic', model: 'claude-haiku-4-5', kept: true, column: 0 }],
        ['user', 'Thanks', null],
      ]);
      expect(messages[0]).not.toHaveProperty('compare');
    });

    it('abandoning takes back every session the import wrote, and a failed batch writes nothing of itself', async () => {
      const { alice } = context();
      const imports = as(alice).chatImports;
      const before = await titles(alice);
      const id = await imports.begin('open-webui');
      await imports.addBatch(id, [row('Half 1', ['a', 'b']), row('Half 2', ['c'])]);
      expect(await titles(alice)).toEqual(expect.arrayContaining(['Half 1', 'Half 2']));
      // The message content check (256 KB) refuses the second session: the first of the batch goes too.
      const tooLong = row('Too long', ['x'.repeat(262_145)]);
      await expect(imports.addBatch(id, [row('Same batch', ['ok']), tooLong])).rejects.toThrow();
      expect(await titles(alice)).not.toContain('Same batch');
      await imports.abandon(id);
      expect(await titles(alice)).toEqual(before);
    });

    it("keeps each user's imports their own: no batch into, no abandoning of, no reading of another's", async () => {
      const { alice, bob } = context();
      const id = await as(alice).chatImports.begin('librechat');
      await as(alice).chatImports.addBatch(id, [row('Alice private import', ['secret'])]);
      await rejectsWith(as(bob).chatImports.addBatch(id, [row('Bob sneaks in', ['x'])]), 'conflict');
      await as(bob).chatImports.abandon(id);
      await rejectsWith(as(bob).chatImports.finish(id), 'conflict');
      expect(await titles(bob)).not.toContain('Alice private import');
      expect(await titles(bob)).not.toContain('Bob sneaks in');
      await as(alice).chatImports.finish(id);
      expect(await titles(alice)).toContain('Alice private import');
    });
  });
}
