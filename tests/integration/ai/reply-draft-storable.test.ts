import { describe, expect, it, vi } from 'vitest';
import { createEmbeddedData } from '@/lib/data/embedded';
import { replyDraft } from '@/lib/ai/reply-draft';
import { createUser, openTestDatabase } from '../../support/database';

describe('a reply stored as it streams', () => {
  it('is stored mid-reply even when the model wrote a NUL, which Postgres refuses in text', async () => {
    const db = await openTestDatabase({ registrationOpen: true });
    const alice = await createUser(db, 'alice@example.com');
    const chats = createEmbeddedData(db).forCaller(alice.caller).chats;
    const session = await chats.createSession({ model: 'gpt-4o-mini', provider: 'openai' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const draft = replyDraft(chats, session.id, { intervalMs: 0 });
    draft.grow('Half a reply\u0000 so far');

    // Another tab following the reply, or a restart after a crash, reads what was stored.
    await expect
      .poll(async () => (await chats.listMessages(session.id)).map(({ content, status }) => ({ content, status })))
      .toEqual([{ content: 'Half a reply\uFFFD so far', status: 'streaming' }]);
    expect(warn).not.toHaveBeenCalled();

    const settled = await draft.settle('Half a reply\u0000 so far, and the rest', 'complete');
    expect(settled.content).toBe('Half a reply\uFFFD so far, and the rest');
    warn.mockRestore();
  });
});
