import { beforeAll, describe, expect, it } from 'vitest';
import { anonymous } from '@/lib/data/port';
import { listDefaultSections } from '@/lib/content/registry';
import { accountSecurityContract } from './contract-account-security';
import { adminsContract } from './contract-admins';
import { attachmentsContract } from './contract-attachments';
import { inquiriesContract } from './contract-inquiries';
import { chatImportContract } from './contract-chat-import';
import { chatPagesContract } from './contract-chat-pages';
import { chatSearchContract } from './contract-chat-search';
import { compareContract } from './contract-compare';
import { documentChunksContract } from './contract-document-chunks';
import { memoriesContract } from './contract-memories';
import { modelEmbeddingsContract } from './contract-model-embeddings';
import { runSiteImageContract } from './contract-site-images';
import { replyTurnContract } from './contract-reply-turn';
import { turnClaimContract } from './contract-turn-claim';
import { rejectsWith } from './contract-assert';
import { keyModelsContract } from './contract-key-models';
import { chatTurnContract } from './contract-chat-turn';
import { userSettingsContract } from './contract-user-settings';
import { usageContract } from './contract-usage';
import { usageReservationsContract } from './contract-usage-reservations';
import { imageModelsContract } from './contract-image-models';
import { firstTokenContract } from './contract-first-token';
import { reasoningContract } from './contract-reasoning';
import { toolsContract } from './contract-tools';
import { temporaryChatsContract } from './contract-temporary-chats';
import { projectsContract } from './contract-projects';
import type { ContractBackend, ContractUser } from './contract-types';
import { visitsContract } from './contract-visits';

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
    compareContract(() => ({ backend, alice, bob }));
    attachmentsContract(() => ({ backend, alice, bob }));
    documentChunksContract(() => ({ backend, alice, bob }));
    userSettingsContract(() => ({ backend, alice, bob }));
    usageContract(() => ({ backend, alice, bob }));
    usageReservationsContract(() => ({ backend }));
    imageModelsContract(() => ({ backend, alice, bob }));
    firstTokenContract(() => ({ backend, alice, bob }));
    reasoningContract(() => ({ backend, alice, bob }));
    toolsContract(() => ({ backend, alice, bob }));
    temporaryChatsContract(() => ({ backend, alice, bob }));
    projectsContract(() => ({ backend, alice, bob }));
    visitsContract(() => ({ backend, alice, editor }));

    describe('page content', () => {
      it('is readable by anyone, ordered by page name then section name', async () => {
        const rows = await backend.port.forCaller(anonymous).content.list();
        expect(rows).toHaveLength(listDefaultSections().length);
        const keys = rows.map((r) => `${r.pageName}/${r.sectionName}`);
        expect(keys).toEqual([...keys].sort());
        expect(await backend.port.forCaller(anonymous).content.count()).toBe(rows.length);
      });

      it('is read one section by its id by anyone; an unknown or malformed id is null', async () => {
        const hero = (await backend.port.forCaller(anonymous).content.get({ pageName: 'home', sectionName: 'hero' }))!;
        expect(await backend.port.forCaller(anonymous).content.getById(hero.id)).toEqual(hero);
        expect(await as(editor).content.getById(hero.id)).toEqual(hero);
        expect(await as(alice).content.getById('00000000-0000-4000-8000-000000000000')).toBeNull();
        expect(await as(alice).content.getById('not-a-uuid')).toBeNull();
      });

      it('is saved by an admin with who and when, and a stale save is refused without overwriting', async () => {
        const hero = (await as(alice).content.get({ pageName: 'home', sectionName: 'hero' }))!;
        const saved = await as(alice).content.update({
          id: hero.id,
          content: { headline: 'First' },
          expectedUpdatedAt: hero.updatedAt,
        });
        expect(saved.content).toEqual({ headline: 'First' });
        expect(saved.updatedBy).toBe(alice.email);
        expect(saved.updatedAt).not.toBe(hero.updatedAt);

        await rejectsWith(
          as(bob).content.update({
            id: hero.id,
            content: { headline: 'Second' },
            expectedUpdatedAt: hero.updatedAt,
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
        });
        const second = await as(bob).content.update({
          id: about.id,
          content: { title: 'Version two' },
          expectedUpdatedAt: first.updatedAt,
        });
        // A save that changes nothing is not a new version.
        const third = await as(bob).content.update({
          id: about.id,
          content: { title: 'Version two' },
          expectedUpdatedAt: second.updatedAt,
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
        // PGlite's clock counts milliseconds; a tie with the newer session's time has no order.
        await new Promise((resolve) => setTimeout(resolve, 5));
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
    chatPagesContract(() => ({ backend, alice, bob }));
    chatImportContract(() => ({ backend, alice, bob }));
    replyTurnContract({ as, users: () => [alice, bob] });
    turnClaimContract({ as, users: () => [alice, bob] });
    keyModelsContract(() => ({ backend, alice, bob }));

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
          id: second.id,
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
          id: expect.any(String),
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

    adminsContract(() => ({ backend, alice, bob, editor }));
    accountSecurityContract(() => ({ backend, alice, bob, editor }));

    memoriesContract(() => ({ backend, alice, bob }));
    modelEmbeddingsContract(() => ({ backend, alice, bob }));

    runSiteImageContract(() => ({ backend, admin: alice, nonAdmin: editor }));
    inquiriesContract(() => ({ backend, admin: alice, nonAdmin: editor }));
  });
}
