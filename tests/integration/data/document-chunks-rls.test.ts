import { beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { toVectorLiteral } from '@/lib/data/embedded/repos/memory-repo';
import { withCaller, type Tx } from '@/lib/data/embedded/repos/with-caller';
import { anonymous, type Caller } from '@/lib/data/port';
import { createUser, openTestDatabase } from '../../support/database';
import { vectorFor } from '../../support/vectors';

// document_chunks and their vectors with raw SQL as each caller (as a Supabase user can through
// PostgREST): only the policies and the composite foreign key stand between users here.

const MODEL = 'openai:text-embedding-3-small';
const vector = toVectorLiteral(vectorFor(11));
let db: EmbeddedDatabase;
let alice: { id: string; caller: Caller };
let bob: { id: string; caller: Caller };
let attachment: string;
let chunk: string;

const as = <T>(caller: Caller, work: (tx: Tx) => Promise<T>) => withCaller(db, caller, work);
const rowsOf = async (tx: Tx, sql: string, params: unknown[] = []) => (await tx.query(sql, params)).rows;

beforeAll(async () => {
  db = await openTestDatabase({ registrationOpen: true });
  alice = await createUser(db, 'alice@example.com');
  bob = await createUser(db, 'bob@example.com');
  const session = await db.query<{ id: string }>(
    `insert into chat_sessions (user_id, title, model, provider) values ($1, 'Report', 'gpt-4o-mini', 'openai') returning id`,
    [alice.id],
  );
  const file = await db.query<{ id: string }>(
    `insert into chat_attachments (user_id, session_id, name, kind, media_type, byte_size, sha256, text_content)
     values ($1, $2, 'report.pdf', 'pdf', 'application/pdf', 3, $3, 'fees') returning id`,
    [alice.id, session.rows[0]!.id, 'a'.repeat(64)],
  );
  attachment = file.rows[0]!.id;
  const row = await db.query<{ id: string }>(
    `insert into document_chunks (user_id, attachment_id, position, page_from, page_to, content)
     values ($1, $2, 0, 3, 3, 'The mooring fees rose.') returning id`,
    [alice.id, attachment],
  );
  chunk = row.rows[0]!.id;
  await db.query(
    'insert into document_chunk_embeddings (chunk_id, user_id, model, embedding) values ($1, $2, $3, $4)',
    [chunk, alice.id, MODEL, vector],
  );
});

describe('document chunks row-level security', () => {
  it('shows another user none of the chunks or vectors, and none through the search functions', async () => {
    await as(bob.caller, async (tx) => {
      expect(await rowsOf(tx, 'select id from document_chunks')).toEqual([]);
      expect(await rowsOf(tx, 'select chunk_id from document_chunk_embeddings')).toEqual([]);
      expect(
        await rowsOf(tx, 'select id from search_document_chunks_text($1, $2)', ['mooring fees', [attachment]]),
      ).toEqual([]);
      expect(
        await rowsOf(tx, 'select id from search_document_chunks($1, $2, $3)', [vector, [attachment], MODEL]),
      ).toEqual([]);
      expect(await rowsOf(tx, 'select id from document_chunks_to_embed($1, $2)', [[attachment], 'other'])).toEqual([]);
      expect((await tx.query('delete from document_chunks')).affectedRows).toBe(0);
    });
    await as(alice.caller, async (tx) => {
      expect(
        await rowsOf(tx, 'select id from search_document_chunks_text($1, $2)', ['mooring fees', [attachment]]),
      ).toEqual([{ id: chunk }]);
    });
  });

  it("refuses chunks on another user's file, and vectors on another user's chunk", async () => {
    const plant = (userId: string) => (tx: Tx) =>
      tx.query(
        `insert into document_chunks (user_id, attachment_id, position, page_from, page_to, content) values ($1, $2, 5, 1, 1, 'x')`,
        [userId, attachment],
      );
    await expect(as(bob.caller, plant(bob.id))).rejects.toThrow(/not allowed/);
    await expect(as(bob.caller, plant(alice.id))).rejects.toThrow(/not allowed/);
    await expect(
      as(bob.caller, (tx) =>
        tx.query(
          'insert into document_chunk_embeddings (chunk_id, user_id, model, embedding) values ($1, $2, $3, $4)',
          [chunk, bob.id, 'other', vector],
        ),
      ),
    ).rejects.toThrow(/foreign key/);
  });

  it('gives visitors nothing', async () => {
    await expect(as(anonymous, (tx) => tx.query('select * from document_chunks'))).rejects.toThrow(/not allowed/);
    await expect(
      as(anonymous, (tx) => tx.query('select * from search_document_chunks_text($1, $2)', ['fees', [attachment]])),
    ).rejects.toThrow(/not allowed/);
  });

  it('goes with its attachment', async () => {
    await db.query('delete from chat_attachments where id = $1', [attachment]);
    expect((await db.query('select 1 from document_chunks')).rows).toEqual([]);
    expect((await db.query('select 1 from document_chunk_embeddings')).rows).toEqual([]);
  });
});
