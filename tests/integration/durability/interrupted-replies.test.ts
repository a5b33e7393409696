import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openEmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { createUser } from '@/tests/support/database';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mission-interrupted-'));
const dataDir = path.join(root, 'data');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

it('settles, at start, the reply a previous process left mid-way, so it reads incomplete at once', async () => {
  const before = await openEmbeddedDatabase({ dataDir });
  const user = await createUser(before, 'crash@example.com');
  const session = (
    await before.query<{ id: string }>(
      `insert into chat_sessions (user_id, model, provider, replying_since, stop_requested)
       values ($1, 'gpt-4o-mini', 'openai', now(), true) returning id`,
      [user.id],
    )
  ).rows[0]!.id;
  await before.query(
    `insert into chat_messages (session_id, role, content, status) values
       ($1, 'user', 'tell me', 'complete'), ($1, 'assistant', 'half of it', 'streaming')`,
    [session],
  );
  // A process that dies leaves exactly this behind; closing here stands in for the crash.
  await before.close();

  const after = await openEmbeddedDatabase({ dataDir });
  const messages = await after.query<{ content: string; status: string }>(
    // Both rows came from one statement, so they share created_at: the role orders them.
    "select content, status from chat_messages where session_id = $1 order by created_at, role = 'assistant'",
    [session],
  );
  expect(messages.rows).toEqual([
    { content: 'tell me', status: 'complete' },
    { content: 'half of it', status: 'incomplete' },
  ]);
  const turn = await after.query('select replying_since, stop_requested from chat_sessions where id = $1', [session]);
  expect(turn.rows).toEqual([{ replying_since: null, stop_requested: false }]);
  await after.close();
});
