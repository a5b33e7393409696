import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATCH as statusRoute } from '@/app/api/inquiries/[id]/route';
import type { AuthUser } from '@/lib/auth/types';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { inquiryThread, searchInquiries } from '@/lib/inquiries/admin';
import { REPLY_SEND_LIMIT, sendInquiryReply } from '@/lib/inquiries/reply';
import { removeMailSettings, saveMailSettings } from '@/lib/mail/settings';
import { headersOf, startSmtpInbox } from '../../support/smtp-inbox';
import { startInquiryHarness } from './harness';

let db: EmbeddedDatabase;
let owner: AuthUser & { cookie: string };
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let signIn: Awaited<ReturnType<typeof startInquiryHarness>>['signIn'];

/** Files an inquiry as the server does after its checks (a stored row is not trusted to have come through the form). */
async function file(fields: { name?: string; email?: string; message?: string; topic?: string } = {}) {
  const { rows } = await db.query<{ inquiry_id: string }>(
    `select inquiry_id from public.inquiry_submit($1, $2, $3, $4, null, null, null, $5, 'new', null, false)`,
    [
      randomUUID(),
      fields.topic ?? 'lawn-care',
      fields.name ?? 'Pat Visitor',
      fields.email ?? 'pat@example.com',
      fields.message ?? 'Please quote mowing for a corner lot, every week.\nThe gate code is 1234.',
    ],
  );
  return rows[0]!.inquiry_id;
}

const markReplied = (id: string, cookie = owner.cookie) =>
  statusRoute(
    new Request(`http://localhost/api/inquiries/${id}`, {
      method: 'PATCH',
      headers: { host: 'localhost', origin: 'http://localhost', cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'replied' }),
    }),
    { params: Promise.resolve({ id }) },
  );

beforeAll(async () => {
  delete process.env.SMTP_URL;
  inbox = await startSmtpInbox();
  const harness = await startInquiryHarness();
  db = harness.db;
  signIn = harness.signIn;
  owner = { ...harness.owner, username: 'owner', isAdmin: true };
});
afterAll(() => inbox.close());

const useInbox = () =>
  saveMailSettings(owner, {
    host: '127.0.0.1',
    port: new URL(inbox.url).port,
    security: 'none',
    username: '',
    password: '',
    sender: 'site@example.com',
    notifyTo: 'owner-desk@example.com',
  });

describe('answering an inquiry from the inbox', () => {
  it('sends the reply to the visitor, Reply-To the owner, quoting the inquiry, and keeps it in the thread as Replied', async () => {
    await useInbox();
    const id = await file({ name: 'Pat Visitor', email: 'pat-reply@example.com' });
    const { repliedAt } = await sendInquiryReply(owner, { id, body: 'Hi Pat,\nHappy to quote: $40 a week.' });

    const mail = inbox.received.find((m) => m.to.includes('pat-reply@example.com'))!;
    expect(mail.from).toBe('site@example.com');
    const headers = headersOf(mail.raw);
    expect(headers.get('to')).toEqual(['Pat Visitor <pat-reply@example.com>']);
    expect(headers.get('reply-to')).toEqual(['owner-desk@example.com']);
    expect(headers.get('subject')).toEqual(['Re: Lawn care quote']);
    expect(mail.raw).toContain('Happy to quote: $40 a week.');
    expect(mail.raw).toMatch(
      /Pat Visitor wrote:\r\n> Please quote mowing for a corner lot, every week\.\r\n> The gate code is 1234\./,
    );

    const thread = (await inquiryThread(owner, id))!;
    expect(thread.inquiry.status).toBe('replied');
    expect(thread.inquiry.repliedAt).toBe(repliedAt);
    expect(thread.replies).toMatchObject([{ body: 'Hi Pat,\nHappy to quote: $40 a week.' }]);
  });

  it('refuses a stored address that would make several recipients, and a name that tries to add headers', async () => {
    await useInbox();
    const before = inbox.received.length;
    const several = await file({ email: 'one@example.com, two@evil.example' });
    await expect(sendInquiryReply(owner, { id: several, body: 'Hello' })).rejects.toThrow(
      /not one that mail can be sent to/,
    );

    const injected = await file({ name: 'Eve\r\nBcc: all@evil.example', email: 'eve@example.com' });
    await sendInquiryReply(owner, { id: injected, body: 'Hello Eve' });
    const mail = inbox.received.at(-1)!;
    expect(mail.to).toEqual(['eve@example.com']);
    expect(headersOf(mail.raw).get('bcc')).toBeUndefined();
    expect(inbox.received.length).toBe(before + 1);
    expect((await inquiryThread(owner, several))!.inquiry.status).toBe('new');
  });

  it('refuses an empty or too long reply, in words, and sends nothing', async () => {
    await useInbox();
    const id = await file();
    const before = inbox.received.length;
    await expect(sendInquiryReply(owner, { id, body: '   ' })).rejects.toThrow('Write the reply first.');
    await expect(sendInquiryReply(owner, { id, body: 'x'.repeat(10_001) })).rejects.toThrow(/up to 10,000 characters/);
    expect(inbox.received.length).toBe(before);
    expect((await inquiryThread(owner, id))!.replies).toEqual([]);
  });

  it('without a mail server, says to reply from the e-mail app; Mark replied records when', async () => {
    await removeMailSettings(owner);
    const id = await file();
    await expect(sendInquiryReply(owner, { id, body: 'Hello' })).rejects.toThrow(/Reply in your e-mail app/);
    expect((await markReplied(id)).status).toBe(200);
    const { inquiry } = (await inquiryThread(owner, id))!;
    expect(inquiry.status).toBe('replied');
    expect(Date.now() - Date.parse(inquiry.repliedAt!)).toBeLessThan(60 * 60 * 1000);
  });

  it('sends at most REPLY_SEND_LIMIT replies an hour per admin; the next is refused with the wait, sent nowhere and not stored', async () => {
    await useInbox();
    const second = await signIn('second-admin@example.com');
    const admin: AuthUser = { id: second.id, email: second.email, username: 'second', isAdmin: true };
    const id = await file({ name: 'Flood Target', email: 'flood-target@example.com' });
    const before = inbox.received.length;
    for (let n = 0; n < REPLY_SEND_LIMIT.max; n++) await sendInquiryReply(admin, { id, body: `Reply ${n}` });
    expect(inbox.received.length - before).toBe(REPLY_SEND_LIMIT.max);
    await expect(sendInquiryReply(admin, { id, body: 'One too many' })).rejects.toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/^Too many replies sent in the last hour\. Your reply is kept here: send it in /),
    });
    expect(inbox.received.length - before).toBe(REPLY_SEND_LIMIT.max);
    expect((await inquiryThread(owner, id))!.replies.map((r) => r.body)).not.toContain('One too many');
    // Another admin's replies are counted apart.
    await sendInquiryReply(owner, { id, body: 'The owner can still answer' });
  });

  it('someone signed in who is not an admin can neither read the thread, nor reply, nor mark it replied', async () => {
    const id = await file();
    const { getData } = await import('@/lib/data');
    const stranger = await signIn('visitor-account@example.com');
    await db.query('update public.profiles set is_admin = false where user_id = $1', [stranger.id]);
    const user: AuthUser = { id: stranger.id, email: stranger.email, username: 'v', isAdmin: false };
    await expect(sendInquiryReply(user, { id, body: 'Hi' })).rejects.toMatchObject({ code: 'forbidden' });
    const repo = (await getData()).forCaller({ role: 'authenticated', userId: user.id, email: user.email }).inquiries;
    await expect(repo.get(id)).resolves.toBeNull();
    await expect(repo.recordReply({ id, body: 'sneaky' })).rejects.toMatchObject({ code: 'not_found' });
    expect((await markReplied(id, stranger.cookie)).status).toBe(403);
  });
});

describe('searching the inbox', () => {
  it('finds by name, e-mail or message text, in any case, and takes % and _ as plain characters', async () => {
    const byName = await file({ name: 'Quentin Searchable', email: 'q@example.com' });
    const byEmail = await file({ email: 'lawn.lover@searchmail.example' });
    const byText = await file({ message: 'We need 100% organic fertiliser on the BACK_LAWN please.' });
    const ids = async (q: string) => (await searchInquiries(owner, q)).map((i) => i.id);
    expect(await ids('quentin')).toEqual([byName]);
    expect(await ids('SEARCHMAIL')).toEqual([byEmail]);
    expect(await ids('organic fert')).toEqual([byText]);
    expect(await ids('100%')).toEqual([byText]);
    expect(await ids('back_lawn')).toEqual([byText]);
    expect(await ids('no such words anywhere')).toEqual([]);
  });

  it('returns at most 100, and an empty search lists everything', async () => {
    for (let i = 0; i < 101; i++) await file({ name: `Bulk Sender ${i}` });
    expect(await searchInquiries(owner, 'bulk sender')).toHaveLength(100);
    expect((await searchInquiries(owner, '  ')).length).toBeGreaterThan(101);
  });
});
