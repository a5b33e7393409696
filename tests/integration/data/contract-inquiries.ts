import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { anonymous, type InquiryFields, type InquiryIntake } from '@/lib/data/port';
import { rejectsWith } from './contract-assert';
import type { ContractBackend, ContractUser } from './contract-types';

type Context = { backend: ContractBackend; admin: ContractUser; nonAdmin: ContractUser };

const lawnCare: InquiryFields = {
  topic: 'lawn-care',
  name: 'Pat Visitor',
  email: 'pat@example.com',
  phone: '+1 555 0100',
  location: '12345',
  service: 'leaf-cleanup',
  message: 'Leaves everywhere, please help before the first frost.',
};

/** Inquiries from /contact (issue #28): filed only by the server, read and re-filed only by admins. */
export function inquiriesContract(context: () => Context) {
  describe('inquiries', () => {
    const intake = (): InquiryIntake => {
      const found = context().backend.port.inquiryIntake;
      if (!found) throw new Error('the backend under contract has no inquiry intake');
      return found;
    };
    const file = (fields: Partial<InquiryFields>, status: 'new' | 'unverified' | 'spam' = 'new', key = randomUUID()) =>
      intake().submit({
        idempotencyKey: key,
        fields: { ...lawnCare, ...fields },
        status,
        spamReason: status === 'spam' ? 'honeypot' : null,
        notify: true,
      });

    it('files one inquiry per idempotency key, and admins read it newest first with every field', async () => {
      const { backend, admin } = context();
      const key = randomUUID();
      const first = await file({ name: 'First' }, 'new', key);
      expect(first).toMatchObject({ created: true, status: 'new' });
      // The same form posted again (double click, back and resubmit) finds the first one.
      expect(await file({ name: 'Again' }, 'new', key)).toEqual({ ...first, created: false });
      const second = await file({ name: 'Second', topic: 'tech', location: null, service: null, phone: null });

      const listed = await backend.port.forCaller(admin.caller).inquiries.list();
      expect(listed.filter((i) => i.id === first.id)).toHaveLength(1);
      const ids = listed.map((i) => i.id);
      expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
      expect(listed.find((i) => i.id === first.id)).toMatchObject({
        ...lawnCare,
        name: 'First',
        status: 'new',
        spamReason: null,
        notifyState: 'pending',
        notifyError: null,
      });
    });

    it('counts only new ones: spam and unverified never count, spam is never owed an e-mail', async () => {
      const { backend, admin } = context();
      const repo = backend.port.forCaller(admin.caller).inquiries;
      const before = await repo.countNew();
      const spam = await file({}, 'spam');
      await file({}, 'unverified');
      expect(await repo.countNew()).toBe(before);
      expect((await repo.list()).find((i) => i.id === spam.id)).toMatchObject({
        status: 'spam',
        spamReason: 'honeypot',
        notifyState: 'none',
      });
      await file({});
      expect(await repo.countNew()).toBe(before + 1);
    });

    it('lets an admin re-file and delete; anyone else reads nothing and changes nothing', async () => {
      const { backend, admin, nonAdmin } = context();
      const { id } = await file({ name: 'Filed' });
      const visitor = backend.port.forCaller(anonymous).inquiries;
      await expect(visitor.list()).rejects.toThrow();
      await expect(visitor.setStatus({ id, status: 'archived' })).rejects.toThrow();
      await expect(visitor.delete(id)).rejects.toThrow();

      const editor = backend.port.forCaller(nonAdmin.caller).inquiries;
      expect(await editor.list()).toEqual([]);
      await rejectsWith(editor.setStatus({ id, status: 'spam' }), 'not_found');
      await rejectsWith(editor.delete(id), 'not_found');

      const repo = backend.port.forCaller(admin.caller).inquiries;
      await repo.setStatus({ id, status: 'replied' });
      expect((await repo.list()).find((i) => i.id === id)?.status).toBe('replied');
      await repo.delete(id);
      expect((await repo.list()).some((i) => i.id === id)).toBe(false);
      await rejectsWith(repo.delete(id), 'not_found');
    });

    it('hands each owed e-mail to one sender at a time, and a failure makes it owed again', async () => {
      const { backend, admin } = context();
      const { id } = await file({ name: 'Notify me' });
      const claimed = await intake().claimNotifications({ id, limit: 5, maxAttempts: 3 });
      expect(claimed).toEqual([expect.objectContaining({ id, name: 'Notify me', email: lawnCare.email })]);
      // Held by the first sender: a second one gets nothing.
      expect(await intake().claimNotifications({ id, limit: 5, maxAttempts: 3 })).toEqual([]);
      await intake().recordNotification({ id, sent: false, error: 'connection refused' });
      const repo = backend.port.forCaller(admin.caller).inquiries;
      expect((await repo.list()).find((i) => i.id === id)).toMatchObject({
        notifyState: 'failed',
        notifyError: 'connection refused',
      });
      expect(await intake().claimNotifications({ id, limit: 5, maxAttempts: 3 })).toHaveLength(1);
      await intake().recordNotification({ id, sent: true });
      expect((await repo.list()).find((i) => i.id === id)).toMatchObject({ notifyState: 'sent', notifyError: null });
      expect(await intake().claimNotifications({ id, limit: 5, maxAttempts: 9 })).toEqual([]);
    });

    it('gives up after the most attempts allowed, and names the owner as the default recipient', async () => {
      const { backend, admin } = context();
      const { id } = await file({});
      for (let attempt = 0; attempt < 2; attempt++) {
        expect(await intake().claimNotifications({ id, limit: 1, maxAttempts: 2 })).toHaveLength(1);
        await intake().recordNotification({ id, sent: false, error: 'down' });
      }
      expect(await intake().claimNotifications({ id, limit: 1, maxAttempts: 2 })).toEqual([]);
      const owner = (await backend.port.forCaller(admin.caller).admins.list()).find((a) => a.isOwner);
      expect(await intake().ownerEmail()).toBe(owner?.email);
    });

    it('files an unverified post for the daily digest, never for an e-mail of its own; the owner may choose none', async () => {
      const { backend, admin, nonAdmin } = context();
      const repo = backend.port.forCaller(admin.caller).inquiries;
      expect(await repo.unverifiedMail()).toBe('digest');
      const { id } = await file({ name: 'No script' }, 'unverified');
      expect((await repo.list()).find((i) => i.id === id)).toMatchObject({
        status: 'unverified',
        notifyState: 'digest',
      });
      expect(await intake().claimNotifications({ id, limit: 5, maxAttempts: 9 })).toEqual([]);
      // Posted today: the digest that lists it goes out tomorrow.
      expect(await intake().claimDigest({ maxAttempts: 5 })).toBeNull();
      await intake().recordDigest({ day: '2000-01-01', sent: false, error: 'nothing claimed' });

      await rejectsWith(backend.port.forCaller(nonAdmin.caller).inquiries.setUnverifiedMail('none'), 'forbidden');
      await repo.setUnverifiedMail('none');
      expect(await repo.unverifiedMail()).toBe('none');
      const quiet = await file({ name: 'No script either' }, 'unverified');
      expect((await repo.list()).find((i) => i.id === quiet.id)).toMatchObject({ notifyState: 'none' });
      await repo.setUnverifiedMail('digest');
    });
  });
}
