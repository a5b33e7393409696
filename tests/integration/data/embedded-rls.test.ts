import { beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { toVectorLiteral } from '@/lib/data/embedded/repos/memory-repo';
import { withCaller, type Tx } from '@/lib/data/embedded/repos/with-caller';
import { anonymous, type Caller } from '@/lib/data/port';
import { createUser, openTestDatabase } from '../../support/database';
import { vectorFor } from '../../support/vectors';

// Raw SQL as each caller, with no WHERE clause on the owner: only the policies stand
// between users here, so dropping or loosening any policy makes a test below fail.

let db: EmbeddedDatabase;
let alice: { id: string; caller: Caller };
let bob: { id: string; caller: Caller };
let editor: { id: string; caller: Caller };

const as = <T>(caller: Caller, work: (tx: Tx) => Promise<T>) => withCaller(db, caller, work);
const count = async (tx: Tx, sql: string) =>
  (await tx.query<{ n: number }>(`select count(*)::int as n from (${sql}) q`)).rows[0]!.n;
const affected = async (tx: Tx, sql: string, params: unknown[] = []) => (await tx.query(sql, params)).affectedRows ?? 0;

beforeAll(async () => {
  db = await openTestDatabase({ registrationOpen: true });
  alice = await createUser(db, 'alice@example.com');
  bob = await createUser(db, 'bob@example.com');
  editor = await createUser(db, 'editor@example.com', { isAdmin: false });
  for (const user of [alice, bob]) {
    const session = await db.query<{ id: string }>(
      `insert into chat_sessions (user_id, title) values ($1, 'mine') returning id`,
      [user.id],
    );
    await db.query(`insert into chat_messages (session_id, role, content) values ($1, 'user', 'hello')`, [
      session.rows[0]!.id,
    ]);
    await db.query(`insert into api_keys (user_id, provider, api_key) values ($1, 'openai', 'cipher')`, [user.id]);
    await db.query(`insert into memories (user_id, content, embedding) values ($1, 'memory', $2)`, [
      user.id,
      toVectorLiteral(vectorFor(5)),
    ]);
  }
});

describe.each(['chat_sessions', 'api_keys', 'memories'])('%s row-level security', (table) => {
  it('shows a user only their own rows', async () => {
    await as(alice.caller, async (tx) => {
      expect(await count(tx, `select * from ${table}`)).toBe(1);
      expect(await count(tx, `select * from ${table} where user_id = '${bob.id}'`)).toBe(0);
    });
  });

  it("lets an unfiltered update or delete touch only the user's own rows", async () => {
    await as(alice.caller, async (tx) => {
      expect(await affected(tx, `update ${table} set user_id = user_id`)).toBe(1);
      expect(await affected(tx, `delete from ${table} where user_id = $1`, [bob.id])).toBe(0);
      await tx.rollback();
    });
  });

  it('refuses a row inserted or moved in the name of another user', async () => {
    const insert = {
      chat_sessions: `insert into chat_sessions (user_id) values ($1)`,
      api_keys: `insert into api_keys (user_id, provider, api_key) values ($1, 'anthropic', 'x')`,
      memories: `insert into memories (user_id, content) values ($1, 'planted')`,
    }[table]!;
    await expect(as(alice.caller, (tx) => tx.query(insert, [bob.id]))).rejects.toThrow(/not allowed/);
    await expect(as(alice.caller, (tx) => tx.query(`update ${table} set user_id = $1`, [bob.id]))).rejects.toThrow(
      /not allowed/,
    );
  });

  it('gives visitors nothing', async () => {
    await expect(as(anonymous, (tx) => tx.query(`select * from ${table}`))).rejects.toThrow(/not allowed/);
  });
});

describe('chat_messages row-level security', () => {
  it("scopes messages through the session's owner", async () => {
    const bobsSession = (await db.query<{ id: string }>('select id from chat_sessions where user_id = $1', [bob.id]))
      .rows[0]!.id;
    await as(alice.caller, async (tx) => {
      expect(await count(tx, 'select * from chat_messages')).toBe(1);
      expect(
        await affected(tx, `update chat_messages set content = 'changed' where session_id = $1`, [bobsSession]),
      ).toBe(0);
      expect(await affected(tx, 'delete from chat_messages where session_id = $1', [bobsSession])).toBe(0);
    });
    await expect(
      as(alice.caller, (tx) =>
        tx.query(`insert into chat_messages (session_id, role, content) values ($1, 'user', 'planted')`, [bobsSession]),
      ),
    ).rejects.toThrow(/not allowed/);
    expect(
      (await db.query(`select * from chat_messages where session_id = $1 and content = 'hello'`, [bobsSession])).rows,
    ).toHaveLength(1);
  });
});

describe('profiles row-level security', () => {
  it('shows only the own profile and cannot be used to grant admin', async () => {
    await as(editor.caller, async (tx) => {
      expect(await count(tx, 'select * from profiles')).toBe(1);
      expect(await affected(tx, 'update profiles set is_admin = true')).toBe(0);
    });
    expect(
      (await db.query<{ is_admin: boolean }>('select is_admin from profiles where user_id = $1', [editor.id])).rows[0]!
        .is_admin,
    ).toBe(false);
  });

  it('ignores is_admin in user metadata', async () => {
    await db.query(`update auth.users set raw_user_meta_data = '{"is_admin": true}' where id = $1`, [editor.id]);
    await expect(
      as(editor.caller, (tx) =>
        tx.query(`insert into page_content (page_name, section_name, content) values ('x', 'y', '{}')`),
      ),
    ).rejects.toThrow(/not allowed/);
  });
});

describe('page_content row-level security', () => {
  it('lets visitors read but never write', async () => {
    await as(anonymous, async (tx) => expect(await count(tx, 'select * from page_content')).toBeGreaterThan(0));
    for (const sql of [
      `update page_content set updated_by = 'x'`,
      'delete from page_content',
      `insert into page_content (page_name, section_name, content) values ('x', 'y', '{}')`,
    ]) {
      await expect(as(anonymous, (tx) => tx.query(sql))).rejects.toThrow(/not allowed/);
    }
  });

  it('lets a non-admin read but change nothing', async () => {
    await as(editor.caller, async (tx) => {
      expect(await count(tx, 'select * from page_content')).toBeGreaterThan(0);
      expect(await affected(tx, `update page_content set updated_by = 'x'`)).toBe(0);
      expect(await affected(tx, 'delete from page_content')).toBe(0);
    });
  });

  it('lets an admin change content', async () => {
    await as(alice.caller, async (tx) => {
      expect(
        await affected(tx, `update page_content set updated_by = 'alice' where page_name = 'home'`),
      ).toBeGreaterThan(0);
      await tx.rollback();
    });
  });
});

describe('search_memories', () => {
  it("returns nothing when asked for another user's memories", async () => {
    const probe = toVectorLiteral(vectorFor(5));
    await as(alice.caller, async (tx) => {
      const own = await tx.query('select * from search_memories($1, $2, 0.5, 10)', [probe, alice.id]);
      const other = await tx.query('select * from search_memories($1, $2, 0.5, 10)', [probe, bob.id]);
      expect(own.rows).toHaveLength(1);
      expect(other.rows).toHaveLength(0);
    });
  });
});

describe('page_content_versions (section history)', () => {
  it('is written by saves only: no caller, not even an admin, can forge, change or delete a version', async () => {
    const section = await db.query<{ id: string; updated_at: string }>(
      `select id, updated_at from page_content where page_name = 'home' and section_name = 'footer'`,
    );
    const id = section.rows[0]!.id;
    await as(alice.caller, (tx) =>
      tx.query(`update page_content set content = '{"tagline":"v2"}' where id = $1`, [id]),
    );
    for (const caller of [alice.caller, editor.caller, anonymous]) {
      await expect(
        as(caller, (tx) =>
          tx.query(
            `insert into page_content_versions (content_id, content, saved_at, saved_by) values ($1, '{}', now(), 'x')`,
            [id],
          ),
        ),
      ).rejects.toThrow(/not allowed/);
      await expect(as(caller, (tx) => tx.query(`update page_content_versions set saved_by = 'x'`))).rejects.toThrow(
        /not allowed/,
      );
      await expect(as(caller, (tx) => tx.query(`delete from page_content_versions`))).rejects.toThrow(/not allowed/);
    }
    expect(await as(alice.caller, (tx) => count(tx, 'select * from page_content_versions'))).toBe(1);
    expect(await as(editor.caller, (tx) => count(tx, 'select * from page_content_versions'))).toBe(0);
    expect(await as(anonymous, (tx) => count(tx, 'select * from page_content_versions'))).toBe(0);
  });
});
