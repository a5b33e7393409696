import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { createUser, openTestDatabase } from '../../support/database';

// Issue #23, point 2: the database holds chat messages to 256 KB, and a database that already
// has longer rows (replies stored before the app cut them) is brought under it by the migration.
const sql = fs.readFileSync('supabase/migrations/20261128000100_chat_message_length.sql', 'utf8');
const LIMIT = 262_144;

let db: EmbeddedDatabase;
let sessionId: string;
afterAll(() => db?.close());
beforeAll(async () => {
  db = await openTestDatabase({ registrationOpen: true });
  const { id } = await createUser(db, 'long-rows@example.com');
  const session = await db.query<{ id: string }>(
    `insert into chat_sessions (user_id, title, model, provider) values ($1, 'Long', 'gpt-4o-mini', 'openai') returning id`,
    [id],
  );
  sessionId = session.rows[0]!.id;
});

const insert = (role: string, content: string, status = 'complete') =>
  db.query<{ id: string }>(
    'insert into chat_messages (session_id, role, content, status) values ($1, $2, $3, $4) returning id',
    [sessionId, role, content, status],
  );

/** The longest prefix of whole characters within `limit` UTF-8 bytes. */
function expectedCut(text: string, limit = LIMIT): string {
  let bytes = 0;
  let end = 0;
  for (const char of text) {
    bytes += Buffer.byteLength(char);
    if (bytes > limit) break;
    end += char.length;
  }
  return text.slice(0, end);
}

describe('supabase/migrations/20261128000100_chat_message_length.sql', () => {
  it('cuts longer rows at the last whole character within 256 KB, marks such replies incomplete, then holds the limit', async () => {
    // As on a database from before the migration: no check, and rows over the limit.
    await db.exec('alter table chat_messages drop constraint chat_messages_content_length');
    // The 4-byte emoji put the 262,144th byte at each place inside a character (and at its end).
    const long = [0, 1, 2, 3].map((ascii) => 'a'.repeat(ascii) + '🙂'.repeat(70_000));
    const mixed = 'Filler text, naïve café 日本語 🙂 '.repeat(200_000);
    const rows = [
      await insert('assistant', long[0]!),
      await insert('assistant', long[1]!, 'streaming'),
      await insert('assistant', long[2]!, 'incomplete'),
      await insert('user', long[3]!),
      await insert('assistant', mixed),
      await insert('assistant', 'A short reply.'),
    ].map((result) => result.rows[0]!.id);

    await db.exec(sql);

    const after = await db.query<{ id: string; role: string; content: string; status: string; bytes: number }>(
      'select id, role, content, status, octet_length(content) as bytes from chat_messages where id = any($1)',
      [rows],
    );
    const byId = new Map(after.rows.map((row) => [row.id, row]));
    const [first, second, third, fourth, fifth, short] = rows.map((id) => byId.get(id)!);
    [...long, mixed].forEach((original, i) => {
      const row = [first, second, third, fourth, fifth][i]!;
      expect(row.content).toBe(expectedCut(original));
      expect(row.bytes).toBeLessThanOrEqual(LIMIT);
      expect(row.bytes).toBeGreaterThan(LIMIT - 4);
    });
    expect([first, second, third, fifth].map((row) => row!.status)).toEqual(Array(4).fill('incomplete'));
    // A user message keeps its status (it is no reply that stopped).
    expect(fourth).toMatchObject({ role: 'user', status: 'complete' });
    expect(short).toMatchObject({ content: 'A short reply.', status: 'complete' });

    // The check is in place: one byte over is refused, the limit itself stored.
    await expect(insert('assistant', 'x'.repeat(LIMIT + 1))).rejects.toMatchObject({ code: '23514' });
    await expect(insert('assistant', 'x'.repeat(LIMIT))).resolves.toBeDefined();
  });
});
