import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { anonymous, type Caller, type DataPort } from '@/lib/data/port';
import { listDefaultSections } from '@/lib/content/registry';
import { nudge, vectorFor } from '../../support/vectors';
import { chatSearchContract } from './contract-chat-search';
import { runSiteImageContract } from './contract-site-images';
import { replyTurnContract } from './contract-reply-turn';
import { chatTurnContract } from './contract-chat-turn';
import { userSettingsContract } from './contract-user-settings';

export type ContractUser = { id: string; email: string; caller: Caller };

/** What a backend must provide to run the shared data contract. */
export type ContractBackend = {
  port: DataPort;
  createUser(email: string, options?: { isAdmin?: boolean }): Promise<ContractUser>;
};

const rejectsWith = async (promise: Promise<unknown>, code: AppError['code']) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, `expected an AppError ${code}`).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
};

/** The behaviour every data backend shares; written once, run against each backend. */
export function runDataContract(name: string, setup: () => Promise<ContractBackend>) {
  describe(`data contract: ${name}`, () => {
    let backend: ContractBackend;
    let alice: ContractUser;
    let bob: ContractUser;
    let editor: ContractUser;

    beforeAll(async () => {
      backend = await setup();
      alice = await backend.createUser('alice@example.com');
      bob = await backend.createUser('bob@example.com');
      editor = await backend.createUser('editor@example.com', { isAdmin: false });
    });
    const as = (user: ContractUser) => backend.port.forCaller(user.caller);
    chatTurnContract(() => ({ backend, alice, bob }));
    userSettingsContract(() => ({ backend, alice, bob }));

    describe('page content', () => {
      it('is readable by anyone, ordered by page name then section name', async () => {
        const rows = await backend.port.forCaller(anonymous).content.list();
        expect(rows).toHaveLength(listDefaultSections().length);
        const keys = rows.map((r) => `${r.pageName}/${r.sectionName}`);
        expect(keys).toEqual([...keys].sort());
        expect(await backend.port.forCaller(anonymous).content.count()).toBe(rows.length);
      });

      it('is saved by an admin with who and when, and a stale save is refused without overwriting', async () => {
        const hero = (await as(alice).content.get({ pageName: 'home', sectionName: 'hero' }))!;
        const saved = await as(alice).content.update({
          id: hero.id,
          content: { headline: 'First' },
          expectedUpdatedAt: hero.updatedAt,
          updatedBy: alice.email,
        });
        expect(saved.content).toEqual({ headline: 'First' });
        expect(saved.updatedBy).toBe(alice.email);
        expect(saved.updatedAt).not.toBe(hero.updatedAt);

        await rejectsWith(
          as(bob).content.update({
            id: hero.id,
            content: { headline: 'Second' },
            expectedUpdatedAt: hero.updatedAt,
            updatedBy: bob.email,
          }),
          'conflict',
        );
        expect((await as(bob).content.get({ pageName: 'home', sectionName: 'hero' }))!.content).toEqual({
          headline: 'First',
        });
      });

      it('cannot be changed by a visitor or by a signed-in user who is not an admin', async () => {
        const row = (await backend.port.forCaller(anonymous).content.get({ pageName: 'home', sectionName: 'footer' }))!;
        const attempt = {
          id: row.id,
          content: { tagline: 'defaced' },
          expectedUpdatedAt: row.updatedAt,
          updatedBy: 'x',
        };
        await rejectsWith(backend.port.forCaller(anonymous).content.update(attempt), 'forbidden');
        await rejectsWith(as(editor).content.update(attempt), 'forbidden');
        expect((await as(alice).content.get({ pageName: 'home', sectionName: 'footer' }))!.content).toEqual(
          row.content,
        );
      });

      it('keeps the version each save replaced, with who saved it and when, for admins only', async () => {
        const about = (await as(alice).content.get({ pageName: 'home', sectionName: 'about' }))!;
        const first = await as(alice).content.update({
          id: about.id,
          content: { title: 'Version one' },
          expectedUpdatedAt: about.updatedAt,
          updatedBy: alice.email,
        });
        const second = await as(bob).content.update({
          id: about.id,
          content: { title: 'Version two' },
          expectedUpdatedAt: first.updatedAt,
          updatedBy: bob.email,
        });
        // A save that changes nothing is not a new version.
        const third = await as(bob).content.update({
          id: about.id,
          content: { title: 'Version two' },
          expectedUpdatedAt: second.updatedAt,
          updatedBy: bob.email,
        });

        const history = await as(bob).content.history({ id: about.id });
        expect(history.map((v) => [v.content, v.savedBy, v.savedAt])).toEqual([
          [{ title: 'Version one' }, alice.email, first.updatedAt],
          [about.content, about.updatedBy, about.updatedAt],
        ]);
        expect(history.every((v) => v.contentId === about.id)).toBe(true);
        expect(third.content).toEqual({ title: 'Version two' });

        expect(await backend.port.forCaller(anonymous).content.history({ id: about.id })).toEqual([]);
        expect(await as(editor).content.history({ id: about.id })).toEqual([]);
        expect(await as(alice).content.history({ id: 'not-a-uuid' })).toEqual([]);
      });
    });

    describe('chat sessions and messages', () => {
      it('lists own sessions newest activity first and messages oldest first', async () => {
        const older = await as(alice).chats.createSession({ model: 'gpt-4o-mini', provider: 'openai' });
        const newer = await as(alice).chats.createSession({ title: 'Second', model: 'gpt-4o', provider: 'openai' });
        expect(older.title).toBe('New Chat');
        await as(alice).chats.addMessage({ sessionId: older.id, role: 'user', content: 'one' });
        await as(alice).chats.addMessage({
          sessionId: older.id,
          role: 'assistant',
          content: 'two',
          status: 'incomplete',
        });
        const sessions = await as(alice).chats.listSessions();
        expect(sessions.map((s) => s.id).slice(0, 2)).toEqual([older.id, newer.id]);
        const messages = await as(alice).chats.listMessages(older.id);
        expect(messages.map((m) => [m.role, m.content, m.status])).toEqual([
          ['user', 'one', 'complete'],
          ['assistant', 'two', 'incomplete'],
        ]);
        const settled = await as(alice).chats.updateMessage(messages[1]!.id, {
          content: 'two three',
          status: 'complete',
        });
        expect(settled).toMatchObject({ id: messages[1]!.id, content: 'two three', status: 'complete' });
        expect((await as(alice).chats.listMessages(older.id)).map((m) => m.content)).toEqual(['one', 'two three']);
        const renamed = await as(alice).chats.updateSession(newer.id, { title: 'Renamed' });
        expect(renamed.title).toBe('Renamed');
        await as(alice).chats.deleteSession(older.id);
        expect(await as(alice).chats.getSession(older.id)).toBeNull();
      });

      it("never shows, changes or deletes another user's session or messages", async () => {
        const mine = await as(bob).chats.createSession({ title: 'Bob only', model: 'gpt-4o-mini', provider: 'openai' });
        await as(bob).chats.addMessage({ sessionId: mine.id, role: 'user', content: 'secret' });

        expect(await as(alice).chats.getSession(mine.id)).toBeNull();
        expect((await as(alice).chats.listSessions()).map((s) => s.id)).not.toContain(mine.id);
        await rejectsWith(as(alice).chats.listMessages(mine.id), 'not_found');
        await rejectsWith(
          as(alice).chats.addMessage({ sessionId: mine.id, role: 'user', content: 'intrusion' }),
          'not_found',
        );
        await rejectsWith(as(alice).chats.updateSession(mine.id, { title: 'hijacked' }), 'not_found');
        const [secret] = await as(bob).chats.listMessages(mine.id);
        await rejectsWith(
          as(alice).chats.updateMessage(secret!.id, { content: 'edited', status: 'complete' }),
          'not_found',
        );
        await rejectsWith(as(alice).chats.deleteSession(mine.id), 'not_found');
        expect(await as(alice).chats.getSession('not-a-uuid')).toBeNull();

        expect((await as(bob).chats.getSession(mine.id))!.title).toBe('Bob only');
        expect((await as(bob).chats.listMessages(mine.id)).map((m) => m.content)).toEqual(['secret']);
      });

      it('refuses a visitor', async () => {
        await rejectsWith(backend.port.forCaller(anonymous).chats.listSessions(), 'unauthorized');
      });

      it('reads together what the separate calls read, under the same rules', async () => {
        const session = await as(alice).chats.createSession({ model: 'gpt-4o-mini', provider: 'openai' });
        await as(alice).chats.addMessage({ sessionId: session.id, role: 'user', content: 'together' });
        await as(alice).apiKeys.upsert({ provider: 'openai', ciphertext: 'v1.a.b.c', keyHint: 'abcd', baseUrl: null });
        const together = await backend.port.readTogether(alice.caller, (reads) =>
          Promise.all([reads.chats.listMessages(session.id), reads.apiKeys.getActive('openai')]),
        );
        expect(together).toEqual([
          await as(alice).chats.listMessages(session.id),
          await as(alice).apiKeys.getActive('openai'),
        ]);
        await rejectsWith(
          backend.port.readTogether(bob.caller, (reads) => reads.chats.listMessages(session.id)),
          'not_found',
        );
        expect(await backend.port.readTogether(bob.caller, (reads) => reads.apiKeys.getActive('openai'))).toBeNull();
      });
    });

    chatSearchContract(() => ({ backend, alice, bob }));
    replyTurnContract({ as, users: () => [alice, bob] });

    describe('api keys', () => {
      it('keeps one record per provider, replaced and made active on save, with no ciphertext in listings', async () => {
        await as(alice).apiKeys.upsert({ provider: 'openai', ciphertext: 'cipher-1', keyHint: '1111', baseUrl: null });
        const second = await as(alice).apiKeys.upsert({
          provider: 'openai',
          ciphertext: 'cipher-2',
          keyHint: '2222',
          baseUrl: null,
        });
        const keys = await as(alice).apiKeys.list();
        expect(keys).toHaveLength(1);
        expect(keys[0]).toMatchObject({ id: second.id, provider: 'openai', keyHint: '2222', isActive: true });
        expect(JSON.stringify(keys)).not.toContain('cipher');
        expect(await as(alice).apiKeys.getActive('openai')).toEqual({
          provider: 'openai',
          ciphertext: 'cipher-2',
          baseUrl: null,
        });
      });

      it("never shows or deletes another user's key", async () => {
        const bobs = await as(bob).apiKeys.upsert({
          provider: 'anthropic',
          ciphertext: 'bob-cipher',
          keyHint: '9999',
          baseUrl: null,
        });
        expect(await as(alice).apiKeys.getActive('anthropic')).toBeNull();
        expect((await as(alice).apiKeys.list()).map((k) => k.id)).not.toContain(bobs.id);
        await rejectsWith(as(alice).apiKeys.delete(bobs.id), 'not_found');
        expect(await as(bob).apiKeys.getActive('anthropic')).toMatchObject({ ciphertext: 'bob-cipher' });
        await as(bob).apiKeys.delete(bobs.id);
        expect(await as(bob).apiKeys.list()).toEqual([]);
      });

      it("rewrites a key's ciphertext only while it is unchanged, and only the caller's", async () => {
        const base = { keyHint: '3333', baseUrl: 'http://127.0.0.1:11434/v1' };
        await as(alice).apiKeys.upsert({ provider: 'openai-compatible', ciphertext: 'old-cipher', ...base });
        await as(bob).apiKeys.upsert({ provider: 'openai-compatible', ciphertext: 'old-cipher', ...base });
        await as(alice).apiKeys.rewrite({ provider: 'openai-compatible', from: 'old-cipher', to: 'new-cipher' });
        expect(await as(alice).apiKeys.getActive('openai-compatible')).toEqual({
          provider: 'openai-compatible',
          ciphertext: 'new-cipher',
          baseUrl: base.baseUrl,
        });
        expect(await as(bob).apiKeys.getActive('openai-compatible')).toMatchObject({ ciphertext: 'old-cipher' });
        // Saved again in between: the newer key stays.
        await as(alice).apiKeys.rewrite({ provider: 'openai-compatible', from: 'old-cipher', to: 'stale-cipher' });
        expect(await as(alice).apiKeys.getActive('openai-compatible')).toMatchObject({ ciphertext: 'new-cipher' });
      });
    });

    describe('admins and the sign-up allow-list', () => {
      it('shows every admin the admins, the owner (first account) first, and nobody else', async () => {
        const admins = await as(bob).admins.list();
        expect(admins[0]).toMatchObject({ userId: alice.id, email: alice.email, isOwner: true });
        expect(admins.map((a) => a.email)).toContain(bob.email);
        expect(admins.map((a) => a.email)).not.toContain(editor.email);
        expect(admins.filter((a) => a.isOwner)).toHaveLength(1);
        await rejectsWith(as(editor).admins.list(), 'forbidden');
        await rejectsWith(backend.port.forCaller(anonymous).admins.list(), 'forbidden');
        await rejectsWith(as(editor).admins.allowlist(), 'forbidden');
      });

      it('lets only the owner add and remove allowed e-mails', async () => {
        await as(alice).admins.allow('Partner@Example.com');
        const listed = await as(bob).admins.allowlist();
        expect(listed).toContainEqual(expect.objectContaining({ email: 'partner@example.com', addedBy: alice.email }));

        await rejectsWith(as(bob).admins.allow('intruder@example.com'), 'forbidden');
        await rejectsWith(as(bob).admins.disallow('partner@example.com'), 'forbidden');
        await rejectsWith(as(editor).admins.allow('intruder@example.com'), 'forbidden');
        expect((await as(alice).admins.allowlist()).map((e) => e.email)).not.toContain('intruder@example.com');

        await as(alice).admins.disallow('partner@example.com');
        expect((await as(alice).admins.allowlist()).map((e) => e.email)).not.toContain('partner@example.com');
      });

      it('lets only the owner remove an admin, whose account is then gone', async () => {
        const carol = await backend.createUser('carol@example.com');
        await rejectsWith(as(bob).admins.remove(carol.id), 'forbidden');
        await rejectsWith(as(alice).admins.remove(alice.id), 'invalid_input');
        await as(alice).admins.remove(carol.id);
        expect((await as(alice).admins.list()).map((a) => a.email)).not.toContain(carol.email);
        // The removed account's token no longer reaches anything an admin may.
        await rejectsWith(as(carol).admins.list(), 'forbidden');
        const hero = (await as(alice).content.get({ pageName: 'home', sectionName: 'hero' }))!;
        await rejectsWith(
          as(carol).content.update({
            id: hero.id,
            content: {},
            expectedUpdatedAt: hero.updatedAt,
            updatedBy: carol.email,
          }),
          'forbidden',
        );
      });
    });

    describe('memories', () => {
      it('finds own similar memories above the threshold, most similar first', async () => {
        const base = vectorFor(1);
        await as(alice).memories.add({
          content: 'likes hiking',
          embedding: nudge(base, 0.05),
          metadata: { importance: 0.7 },
        });
        await as(alice).memories.add({ content: 'closest', embedding: nudge(base, 0.01), metadata: {} });
        await as(alice).memories.add({ content: 'unrelated', embedding: vectorFor(99), metadata: {} });
        const matches = await as(alice).memories.search({ embedding: base, threshold: 0.7, count: 5 });
        expect(matches.map((m) => m.content)).toEqual(['closest', 'likes hiking']);
        expect(matches[0]!.similarity).toBeGreaterThan(0.9);
        const listed = await as(alice).memories.list();
        expect(listed.find((m) => m.content === 'likes hiking')!.importanceScore).toBe(0.7);
        expect(listed.find((m) => m.content === 'closest')!.importanceScore).toBe(0.5);
      });

      it('finds own memories by keywords when there are no embeddings', async () => {
        await as(alice).memories.add({
          content: 'Prefers TypeScript for backend services',
          embedding: null,
          metadata: {},
        });
        await as(bob).memories.add({
          content: 'Bob also prefers TypeScript for backend work',
          embedding: null,
          metadata: {},
        });
        const matches = await as(alice).memories.searchText({ query: 'typescript backend', count: 5 });
        expect(matches.map((m) => m.content)).toEqual(['Prefers TypeScript for backend services']);
      });

      it("never returns, deletes or clears another user's memories", async () => {
        const shared = vectorFor(42);
        const bobs = await as(bob).memories.add({ content: 'bob private', embedding: shared, metadata: {} });
        expect(await as(alice).memories.search({ embedding: shared, threshold: 0.1, count: 10 })).not.toContainEqual(
          expect.objectContaining({ id: bobs.id }),
        );
        expect((await as(alice).memories.list()).map((m) => m.id)).not.toContain(bobs.id);
        await rejectsWith(as(alice).memories.delete(bobs.id), 'not_found');
        await as(alice).memories.deleteAll();
        expect(await as(alice).memories.list()).toEqual([]);
        expect(
          (await as(bob).memories.search({ embedding: shared, threshold: 0.9, count: 10 })).map((m) => m.id),
        ).toEqual([bobs.id]);
      });
    });

    runSiteImageContract(() => ({ backend, admin: alice, nonAdmin: editor }));
  });
}
