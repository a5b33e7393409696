import { describe, expect, it } from 'vitest';
import { createEmbeddedData } from '@/lib/data/embedded';
import { createUser, openTestDatabase } from '../../support/database';

describe('embedded readTogether', () => {
  it('reads one snapshot: a write made meanwhile is seen only after the reads end', async () => {
    const db = await openTestDatabase({ registrationOpen: true });
    const port = createEmbeddedData(db);
    const alice = await createUser(db, 'alice@example.com');
    const session = await port
      .forCaller(alice.caller)
      .chats.createSession({ model: 'gpt-4o-mini', provider: 'openai' });

    let write: Promise<unknown> = Promise.resolve();
    const counts = await port.readTogether(alice.caller, async (reads) => {
      const before = (await reads.chats.listMessages(session.id)).length;
      write = port
        .forCaller(alice.caller)
        .chats.addMessage({ sessionId: session.id, role: 'user', content: 'meanwhile' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      return [before, (await reads.chats.listMessages(session.id)).length];
    });
    await write;

    expect(counts).toEqual([0, 0]);
    expect((await port.forCaller(alice.caller).chats.listMessages(session.id)).map((m) => m.content)).toEqual([
      'meanwhile',
    ]);
  });
});
