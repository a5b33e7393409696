import { beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { toVectorLiteral } from '@/lib/data/embedded/repos/memory-repo';
import { withCaller, type Tx } from '@/lib/data/embedded/repos/with-caller';
import { anonymous, type Caller } from '@/lib/data/port';
import { createUser, openTestDatabase } from '../../support/database';
import { vectorFor } from '../../support/vectors';

// memory_embeddings with raw SQL as each caller (as a Supabase user can through PostgREST):
// only the policies and the composite foreign key stand between users here.

const MODEL = 'openai-compatible:http://localhost:11434/v1#nomic-embed-text';
let db: EmbeddedDatabase;
let alice: { id: string; caller: Caller };
let bob: { id: string; caller: Caller };
const memoryOf: Record<string, string> = {};

const as = <T>(caller: Caller, work: (tx: Tx) => Promise<T>) => withCaller(db, caller, work);
const rowsOf = async (tx: Tx, sql: string, params: unknown[] = []) => (await tx.query(sql, params)).rows;
const vector = toVectorLiteral(vectorFor(7, 768));
const insertEmbedding = (memoryId: string, userId: string) => (tx: Tx) =>
  tx.query('insert into memory_embeddings (memory_id, user_id, model, embedding) values ($1, $2, $3, $4)', [
    memoryId,
    userId,
    MODEL,
    vector,
  ]);

beforeAll(async () => {
  db = await openTestDatabase({ registrationOpen: true });
  alice = await createUser(db, 'alice@example.com');
  bob = await createUser(db, 'bob@example.com');
  for (const user of [alice, bob]) {
    const memory = await db.query<{ id: string }>(
      `insert into memories (user_id, content) values ($1, 'remembered') returning id`,
      [user.id],
    );
    memoryOf[user.id] = memory.rows[0]!.id;
    await insertEmbedding(memory.rows[0]!.id, user.id)(db as unknown as Tx);
  }
});

describe('memory_embeddings row-level security', () => {
  it('shows a user only their own vectors, and an unfiltered change touches only those', async () => {
    await as(alice.caller, async (tx) => {
      expect(await rowsOf(tx, 'select memory_id from memory_embeddings')).toEqual([{ memory_id: memoryOf[alice.id] }]);
      expect((await tx.query(`update memory_embeddings set model = 'x'`)).affectedRows).toBe(1);
      expect((await tx.query('delete from memory_embeddings')).affectedRows).toBe(1);
      await tx.rollback();
    });
  });

  it("refuses a vector in another user's name, or on another user's memory in one's own name", async () => {
    await expect(as(alice.caller, insertEmbedding(memoryOf[alice.id]!, bob.id))).rejects.toThrow(/not allowed/);
    // Same refusal whether that memory exists or not: no way to probe for other users' ids.
    await expect(as(alice.caller, insertEmbedding(memoryOf[bob.id]!, alice.id))).rejects.toThrow(/foreign key/);
    await expect(as(alice.caller, insertEmbedding(crypto.randomUUID(), alice.id))).rejects.toThrow(/foreign key/);
    await expect(
      as(alice.caller, (tx) => tx.query('update memory_embeddings set user_id = $1', [bob.id])),
    ).rejects.toThrow();
  });

  it('gives visitors nothing, not even the search', async () => {
    await expect(as(anonymous, (tx) => tx.query('select * from memory_embeddings'))).rejects.toThrow(/not allowed/);
    await expect(
      as(anonymous, (tx) => tx.query('select * from search_memories_by_model($1, $2, $3)', [vector, bob.id, MODEL])),
    ).rejects.toThrow(/not allowed/);
  });

  it("searches only the caller's own vectors, whoever is named", async () => {
    await as(alice.caller, async (tx) => {
      const search = 'select id from search_memories_by_model($1, $2, $3, 0.5, 10)';
      expect(await rowsOf(tx, search, [vector, alice.id, MODEL])).toEqual([{ id: memoryOf[alice.id] }]);
      expect(await rowsOf(tx, search, [vector, bob.id, MODEL])).toEqual([]);
    });
  });

  it('goes with its memory', async () => {
    await db.query('delete from memories where id = $1', [memoryOf[bob.id]]);
    expect((await db.query('select 1 from memory_embeddings where user_id = $1', [bob.id])).rows).toEqual([]);
  });
});
