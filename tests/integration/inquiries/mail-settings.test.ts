import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@/lib/auth/types';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { mailPageState, removeMailSettings, saveMailSettings } from '@/lib/mail/settings';
import { sendTestMail, TEST_MAIL_LIMIT } from '@/lib/mail/test-mail';
import { headersOf } from '../../support/smtp-inbox';
import { startAuthSmtpInbox } from '../../support/smtp-auth-inbox';
import { postInquiry, startInquiryHarness, storedInquiries, verifiedFields } from './harness';

const PASSWORD = 'hunter2-mail-secret';
let db: EmbeddedDatabase;
let owner: AuthUser;
let otherAdmin: AuthUser;
let inbox: Awaited<ReturnType<typeof startAuthSmtpInbox>>;

const settings = (overrides: Record<string, unknown> = {}) => ({
  host: '127.0.0.1',
  port: String(inbox.port),
  security: 'none',
  username: 'site-mailer',
  password: PASSWORD,
  passwordChoice: 'replace',
  sender: 'site@example.com',
  notifyTo: 'notify@example.com',
  ...overrides,
});
const storedRow = async () =>
  (await db.query<Record<string, unknown>>('select * from public.mail_server_settings')).rows;

beforeAll(async () => {
  // No SMTP_URL: the page's settings are the only mail server.
  delete process.env.SMTP_URL;
  inbox = await startAuthSmtpInbox({ user: 'site-mailer', pass: PASSWORD });
  const harness = await startInquiryHarness();
  db = harness.db;
  owner = { id: harness.owner.id, email: harness.owner.email, username: 'owner', isAdmin: true };
  const other = await harness.signIn('second-admin@example.com');
  await db.query('update public.profiles set is_admin = true where user_id = $1', [other.id]);
  otherAdmin = { id: other.id, email: other.email, username: 'second', isAdmin: true };
});
afterAll(() => inbox.close());

describe('the E-mail page: the owner sets up the mail server', () => {
  it('stores the password sealed: not in the row, not in any answer', async () => {
    const saved = await saveMailSettings(owner, settings());
    expect(saved).toMatchObject({ host: '127.0.0.1', username: 'site-mailer', hasPassword: true });
    const rows = await storedRow();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(PASSWORD);
    expect(String(rows[0]!.password_sealed)).toMatch(/^s1\./);
    const state = await mailPageState(owner);
    expect(JSON.stringify([saved, state])).not.toContain(PASSWORD);
    expect(JSON.stringify([saved, state])).not.toContain(String(rows[0]!.password_sealed));
    expect(state).toMatchObject({ saved: { hasPassword: true, sender: 'site@example.com' }, serverConfigured: false });
  });

  it('sends the test e-mail through the saved server, signed in with the saved password, and says what it answered', async () => {
    await saveMailSettings(owner, settings());
    const { answer } = await sendTestMail(owner);
    expect(answer).toMatch(/accepted the test e-mail for notify@example\.com\. It answered: 250/);
    const mail = inbox.received.at(-1)!;
    expect(mail.user).toBe('site-mailer');
    expect(mail.to).toEqual(['notify@example.com']);
    expect(headersOf(mail.raw).get('subject')![0]).toMatch(/^Test e-mail from /);
  });

  it('keeps the saved password when only other fields change, and reports a refused password in words', async () => {
    await saveMailSettings(owner, settings({ password: '', passwordChoice: 'keep', sender: 'hello@example.com' }));
    expect((await mailPageState(owner)).saved).toMatchObject({ sender: 'hello@example.com', hasPassword: true });
    await expect(sendTestMail(owner)).resolves.toMatchObject({ answer: expect.stringMatching(/250/) });

    await saveMailSettings(owner, settings({ password: 'wrong password' }));
    await expect(sendTestMail(owner)).rejects.toThrow(/refused the user name or password\. The server answered: 535/);
  });

  it('sends new-inquiry notifications through the saved server, to the saved address', async () => {
    await saveMailSettings(owner, settings());
    await postInquiry(await verifiedFields({ email: 'page-mail@example.com' }), { address: '203.0.113.77' });
    await vi.waitFor(
      async () =>
        expect((await storedInquiries(db, 'email = $1', ['page-mail@example.com']))[0]!.notify_state).toBe('sent'),
      { timeout: 20_000, interval: 50 },
    );
    const mail = inbox.received.find((m) => m.raw.includes('page-mail@example.com'))!;
    expect(mail.to).toEqual(['notify@example.com']);
    expect(mail.from).toBe('site@example.com');
  });

  it('refuses a server name with spaces or line breaks, in words, and keeps what was saved', async () => {
    await saveMailSettings(owner, settings());
    await expect(saveMailSettings(owner, settings({ host: 'smtp.example.com\r\nRCPT TO:<x@y>' }))).rejects.toThrow(
      /without spaces/,
    );
    await expect(saveMailSettings(owner, settings({ port: '70000' }))).rejects.toThrow(/1 to 65535/);
    expect((await mailPageState(owner)).saved).toMatchObject({ host: '127.0.0.1' });
  });

  it('another admin gets "not found" from every part of it, and the database refuses them too', async () => {
    await saveMailSettings(owner, settings());
    await expect(mailPageState(otherAdmin)).rejects.toMatchObject({ code: 'not_found' });
    await expect(saveMailSettings(otherAdmin, settings({ host: 'evil.example' }))).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(sendTestMail(otherAdmin)).rejects.toMatchObject({ code: 'not_found' });
    await expect(removeMailSettings(otherAdmin)).rejects.toMatchObject({ code: 'not_found' });
    const { getData } = await import('@/lib/data');
    const repo = (await getData()).forCaller({
      role: 'authenticated',
      userId: otherAdmin.id,
      email: otherAdmin.email,
    }).mailSettings;
    await expect(repo.get()).resolves.toBeNull();
    await expect(
      repo.save({
        host: 'evil.example',
        port: 25,
        security: 'none',
        username: null,
        passwordSealed: null,
        sender: 'a@evil.example',
        notifyTo: null,
      }),
    ).rejects.toMatchObject({ code: 'forbidden' });
    await repo.remove();
    expect(await storedRow()).toMatchObject([{ host: '127.0.0.1' }]);
  });

  it('sends at most TEST_MAIL_LIMIT test e-mails in ten minutes; the next is refused with the wait and sends nothing', async () => {
    await saveMailSettings(owner, settings());
    let refused: unknown = null;
    for (let n = 0; n <= TEST_MAIL_LIMIT.max && !refused; n++) {
      const before = inbox.received.length;
      refused = await sendTestMail(owner).then(
        () => null,
        (error: unknown) => error,
      );
      if (refused) expect(inbox.received.length).toBe(before);
    }
    expect(refused).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/^Too many test e-mails\. Try again in /),
    });
  });

  it('removing the settings leaves no mail server (none in the environment here)', async () => {
    await removeMailSettings(owner);
    expect(await mailPageState(owner)).toEqual({ saved: null, serverConfigured: false });
    await expect(sendTestMail(owner)).rejects.toThrow(/No mail server is set up/);
  });
});
