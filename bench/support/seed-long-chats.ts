// Long chats for figure 12, written into a data folder before the server starts on it: a chat of
// 100 messages, one of 5,000, and enough older chats that the user has 100,000 messages to search.
// Run: node --conditions=react-server --import tsx bench/support/seed-long-chats.ts DIR EMAIL
// Prints {"short": id, "long": id, "messages": n, "words": [...]} as JSON.
import { openEmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { seededRandom } from '../lib/stats';

const SEARCH_INDEX = 'chat_messages_content_search_idx';
const VOCABULARY = Array.from({ length: 3000 }, (_, i) => `w${(i * 7919).toString(36)}x`);
const ARCHIVE_CHATS = 95;
const ARCHIVE_LENGTH = 1000;
const random = seededRandom(41);
const word = () => VOCABULARY[Math.floor(random() * VOCABULARY.length)]!;
const words = (count: number) => Array.from({ length: count }, word).join(' ');

/** A question, or a reply of a few markdown paragraphs and a list (about 600 bytes), as chats have. */
function content(n: number, last: string | null): string {
  if (last) return last;
  if (n % 2 === 0) return `Question ${n}: ${words(12)}?`;
  return `Reply ${n}. ${words(30)}.\n\n- ${words(8)}\n- ${words(8)}\n- **${words(3)}**\n\n${words(25)}.`;
}

const csvField = (text: string) => `"${text.replaceAll('"', '""')}"`;

async function main() {
  const [dataDir, email] = process.argv.slice(2);
  const db = await openEmbeddedDatabase({ dataDir });
  const user = (await db.query<{ id: string }>('select id from auth.users where email = $1', [email])).rows[0]!.id;
  const session = async (title: string) =>
    (
      await db.query<{ id: string }>(
        `insert into chat_sessions (user_id, title, model, provider) values ($1, $2, 'gpt-4o-mini', 'openai') returning id`,
        [user, title],
      )
    ).rows[0]!.id;
  const chats: { id: string; length: number; end: string }[] = [];
  for (let i = 0; i < ARCHIVE_CHATS; i++)
    chats.push({ id: await session(`Archive ${i + 1}`), length: ARCHIVE_LENGTH, end: `End of archive ${i + 1}` });
  // The two measured chats last, so they top the list (newest activity first).
  const long = { id: await session('Long chat'), length: 5000, end: 'End of the long chat' };
  const short = { id: await session('Short chat'), length: 100, end: 'End of the short chat' };
  chats.push(long, short);

  // Bulk load, the search index rebuilt afterwards from its own definition (row by row it is slow in WASM).
  const indexDef = (
    await db.query<{ def: string }>(`select pg_get_indexdef('public.${SEARCH_INDEX}'::regclass) as def`)
  ).rows[0]!.def;
  await db.exec(`drop index public.${SEARCH_INDEX}`);
  const start = Date.parse('2026-01-01T00:00:00Z');
  let total = 0;
  for (const chat of chats) {
    const lines: string[] = [];
    for (let n = 0; n < chat.length; n++) {
      const at = new Date(start + n * 60_000).toISOString();
      const role = n % 2 === 0 ? 'user' : 'assistant';
      lines.push(`${chat.id},${role},${csvField(content(n, n === chat.length - 1 ? chat.end : null))},${at},${at}`);
    }
    await db.query(
      `copy public.chat_messages (session_id, role, content, created_at, updated_at) from '/dev/blob' with (format csv)`,
      [],
      {
        blob: new Blob([`${lines.join('\n')}\n`]),
      },
    );
    total += chat.length;
  }
  await db.exec(
    `set maintenance_work_mem = '512MB'; ${indexDef}; analyze public.chat_messages; analyze public.chat_sessions`,
  );
  await db.close();
  const searchWords = Array.from({ length: 20 }, (_, i) => VOCABULARY[(i * 131) % VOCABULARY.length]);
  process.stdout.write(JSON.stringify({ short: short.id, long: long.id, messages: total, words: searchWords }));
}

void main();
