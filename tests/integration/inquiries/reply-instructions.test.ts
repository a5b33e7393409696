import { beforeAll, describe, expect, it } from 'vitest';
import { PUT } from '@/app/api/inquiries/reply-instructions/route';
import { reposFor } from '@/lib/auth/repos';
import { getReplyInstructions } from '@/lib/inquiries/reply-instructions';
import { DEFAULT_REPLY_INSTRUCTIONS } from '@/lib/inquiries/reply-instructions-text';
import type { AuthUser } from '@/lib/auth/types';
import { jsonRequest } from '../ai/chat-harness';
import { startInquiryHarness } from './harness';

// Issue #39, point 5: the instructions "Draft a reply" follows, readable and changeable by the owner.
let h: Awaited<ReturnType<typeof startInquiryHarness>>;
const put = (cookie: string, body: unknown) =>
  PUT(jsonRequest('/api/inquiries/reply-instructions', { method: 'PUT', cookie, body }));
const asAdmin = () => ({ id: h.owner.id, email: h.owner.email, isAdmin: true }) as AuthUser;

beforeAll(async () => {
  h = await startInquiryHarness();
});

describe('reply instructions', () => {
  it('start as the default, save as written, and go back to the default when emptied', async () => {
    expect(await getReplyInstructions(asAdmin())).toEqual({ instructions: DEFAULT_REPLY_INSTRUCTIONS, custom: false });
    const saved = await put(h.owner.cookie, { instructions: '  Keep it short. Sign as Sam.  ' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ instructions: 'Keep it short. Sign as Sam.', custom: true });
    expect(await getReplyInstructions(asAdmin())).toEqual({
      instructions: 'Keep it short. Sign as Sam.',
      custom: true,
    });
    expect(await (await put(h.owner.cookie, { instructions: '' })).json()).toEqual({
      instructions: DEFAULT_REPLY_INSTRUCTIONS,
      custom: false,
    });
  });

  it('refuses instructions that are too long, in words, and keeps the saved ones', async () => {
    await put(h.owner.cookie, { instructions: 'Sign as Sam.' });
    const response = await put(h.owner.cookie, { instructions: 'x'.repeat(4001) });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('at most 4000 characters');
    expect((await getReplyInstructions(asAdmin())).instructions).toBe('Sign as Sam.');
  });

  it('refuses someone who is not an admin, in the route and in the database', async () => {
    const editor = await h.signIn('editor@example.com');
    await h.db.query('update public.profiles set is_admin = false where user_id = $1', [editor.id]);
    expect((await put(editor.cookie, { instructions: 'Be rude.' })).status).toBe(403);
    const asEditor = { id: editor.id, email: editor.email, isAdmin: false } as AuthUser;
    await expect(getReplyInstructions(asEditor)).rejects.toMatchObject({ code: 'forbidden' });
    // Row-level security: the editor's own connection neither reads nor changes the row.
    const { inquiries } = await reposFor(asEditor);
    expect(await inquiries.replyInstructions()).toBeNull();
    await expect(inquiries.setReplyInstructions('Be rude.')).rejects.toMatchObject({ code: 'forbidden' });
    expect((await getReplyInstructions(asAdmin())).instructions).toBe('Sign as Sam.');
  });
});
