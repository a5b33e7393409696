import { describe, expect, it } from 'vitest';
import type { ContractBackend, ContractUser } from './contract-types';

type Context = { backend: ContractBackend; alice: ContractUser; bob: ContractUser };

const model = { model: 'gpt-4o-mini', provider: 'openai' } as const;
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** Temporary chats (issue #41 point 8): stored as such, never listed or found, swept once idle. */
export function temporaryChatsContract(context: () => Context) {
  describe('temporary chats', () => {
    const as = (user: ContractUser) => context().backend.port.forCaller(user.caller).chats;

    it('is stored marked temporary and read back so; a chat is kept unless asked otherwise', async () => {
      const { alice } = context();
      const temporary = await as(alice).createSession({ ...model, temporary: true });
      const kept = await as(alice).createSession(model);
      expect(temporary.temporary).toBe(true);
      expect(kept.temporary).toBe(false);
      expect((await as(alice).getSession(temporary.id))?.temporary).toBe(true);
      expect((await as(alice).sessionWithHistory(temporary.id)).session.temporary).toBe(true);
      expect((await as(alice).sessionPage(temporary.id, {}, 10)).session.temporary).toBe(true);
      expect((await as(alice).sessionPage(kept.id, {}, 10)).session.temporary).toBe(false);
    });

    it('is left out of the list and the search, while a kept chat with the same words is found', async () => {
      const { alice } = context();
      const temporary = await as(alice).createSession({ ...model, title: 'Numbat secrets', temporary: true });
      await as(alice).addMessage({ sessionId: temporary.id, role: 'user', content: 'Do numbats eat termites?' });
      const kept = await as(alice).createSession({ ...model, title: 'Numbat facts' });

      const listed = (await as(alice).listSessions()).map((session) => session.id);
      expect(listed).toContain(kept.id);
      expect(listed).not.toContain(temporary.id);
      expect((await as(alice).searchSessions({ query: 'numbat', count: 10 })).map((hit) => hit.id)).toEqual([kept.id]);
      expect(await as(alice).searchSessions({ query: 'termites', count: 10 })).toEqual([]);
    });

    it('sweeps only the caller’s temporary chats idle since the time given', async () => {
      const { alice, bob } = context();
      const idle = await as(alice).createSession({ ...model, temporary: true });
      await as(alice).addMessage({ sessionId: idle.id, role: 'user', content: 'Left behind' });
      const kept = await as(alice).createSession(model);
      const bobs = await as(bob).createSession({ ...model, temporary: true });

      // Active since an hour ago: nothing goes.
      expect(await as(alice).hasTemporary(minutesFromNow(-60))).toBe(false);
      expect(await as(alice).sweepTemporary(minutesFromNow(-60))).toBe(0);
      expect(await as(alice).getSession(idle.id)).not.toBeNull();

      // Idle since a time after its last activity: it goes, with its messages; the kept chat and
      // Bob's stay.
      expect(await as(alice).hasTemporary(minutesFromNow(1))).toBe(true);
      expect(await as(alice).sweepTemporary(minutesFromNow(1))).toBeGreaterThanOrEqual(1);
      expect(await as(alice).hasTemporary(minutesFromNow(1))).toBe(false);
      expect(await as(alice).getSession(idle.id)).toBeNull();
      expect(await as(alice).getSession(kept.id)).not.toBeNull();
      expect(await as(bob).getSession(bobs.id)).not.toBeNull();
    });
  });
}
