import { beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { withCaller, type Tx } from '@/lib/data/embedded/repos/with-caller';
import type { Caller } from '@/lib/data/port';
import { createUser, openTestDatabase } from '../../support/database';

// Projects (migration 20261230000900) with raw SQL as each caller, as a Supabase user can send
// through PostgREST: only the policies and the owner-keyed foreign keys stand between users here.

let db: EmbeddedDatabase;
let alice: { id: string; caller: Caller };
let bob: { id: string; caller: Caller };
let project: string;
let bobChat: string;

const as = <T>(caller: Caller, work: (tx: Tx) => Promise<T>) => withCaller(db, caller, work);
const failure = (work: Promise<unknown>) =>
  work.then(
    () => 'allowed',
    (error: unknown) => (error as { code?: string }).code ?? String(error),
  );
const newChat = async (userId: string) =>
  (
    await db.query<{ id: string }>(
      `insert into chat_sessions (user_id, title, model, provider) values ($1, 'Chat', 'gpt-4o-mini', 'openai') returning id`,
      [userId],
    )
  ).rows[0]!.id;
const fileRow = (column: 'project_id' | 'session_id', id: string) =>
  `insert into chat_attachments (${column}, name, kind, media_type, byte_size, sha256, text_content)
   values ('${id}', 'x.txt', 'text', 'text/plain', 1, '${'b'.repeat(64)}', 'x')`;

beforeAll(async () => {
  db = await openTestDatabase({ registrationOpen: true });
  alice = await createUser(db, 'alice@example.com');
  bob = await createUser(db, 'bob@example.com');
  project = await as(alice.caller, async (tx) => {
    const row = await tx.query<{ id: string }>(
      `insert into chat_projects (name, instructions) values ('Harbour', 'Secret') returning id`,
    );
    return row.rows[0]!.id;
  });
  bobChat = await newChat(bob.id);
});

describe('projects row-level security', () => {
  it('shows another user none of a project, and lets them change or delete none', async () => {
    await as(bob.caller, async (tx) => {
      expect((await tx.query('select id from chat_projects')).rows).toEqual([]);
      expect((await tx.query(`update chat_projects set instructions = 'Mine'`)).affectedRows).toBe(0);
      expect((await tx.query('delete from chat_projects')).affectedRows).toBe(0);
    });
    const row = await db.query<{ instructions: string }>('select instructions from chat_projects where id = $1', [
      project,
    ]);
    expect(row.rows).toEqual([{ instructions: 'Secret' }]);
  });

  it("refuses a project made for someone else, a chat moved into another user's project, and a file added to it", async () => {
    expect(
      await failure(
        as(bob.caller, (tx) => tx.query(`insert into chat_projects (user_id, name) values ($1, 'Theirs')`, [alice.id])),
      ),
    ).toBe('forbidden');
    // The key names the owner: a chat points only at its owner's project.
    expect(
      await failure(
        as(bob.caller, (tx) => tx.query('update chat_sessions set project_id = $1 where id = $2', [project, bobChat])),
      ),
    ).toBe('23503');
    expect(await failure(as(bob.caller, (tx) => tx.query(fileRow('project_id', project))))).not.toBe('allowed');
    const files = await db.query('select id from chat_attachments where project_id = $1', [project]);
    expect(files.rows).toEqual([]);
  });

  it('keeps a file of a project off every message, and a chat outside any project once its project goes', async () => {
    const chat = await newChat(alice.id);
    await as(alice.caller, async (tx) => {
      await tx.query('update chat_sessions set project_id = $1 where id = $2', [project, chat]);
      await tx.query(fileRow('project_id', project));
    });
    // A file is a session's or a project's, never both, never neither.
    expect(
      await failure(
        as(alice.caller, (tx) =>
          tx.query(`update chat_attachments set session_id = $1 where project_id = $2`, [chat, project]),
        ),
      ),
    ).toBe('23514');

    await as(alice.caller, (tx) => tx.query('delete from chat_projects where id = $1', [project]));
    const left = await db.query<{ user_id: string; project_id: string | null }>(
      'select user_id, project_id from chat_sessions where id = $1',
      [chat],
    );
    expect(left.rows).toEqual([{ user_id: alice.id, project_id: null }]);
    expect((await db.query('select id from chat_attachments where project_id = $1', [project])).rows).toEqual([]);
  });
});
