// Memory search in process against PGlite with the real migrations, the way the chat route calls it.
// Run: node --conditions=react-server --import tsx bench/support/memory-search.ts '{"stages":[...],"hitQueries":50,"missQueries":20}'
// Prints one JSON object (see StageResult) on stdout; progress goes to stderr.
import { PGlite } from '@electric-sql/pglite';
import { auto_explain } from '@electric-sql/pglite/contrib/auto_explain';
import { vector } from '@electric-sql/pglite-pgvector';
import { MEMORY_RECALL_COUNT, MEMORY_THRESHOLD } from '@/lib/ai/memory';
import { applyRegistrationSettings, migrate } from '@/lib/data/embedded/engine/migrate';
import { embeddedStartParams } from '@/lib/data/embedded/engine/start-params';
import { embeddedMemoryRepo, toVectorLiteral } from '@/lib/data/embedded/repos/memory-repo';
import { withCaller } from '@/lib/data/embedded/repos/with-caller';
import type { Caller } from '@/lib/data/port';
import { percentile } from '../lib/stats';
import { toLiteral, topicCentres, vectorSource } from './memory-vectors';

type Stage = { label: string; addForUser: number; addForOthers: number };
type Input = { stages: Stage[]; hitQueries: number; missQueries: number };

const TOPICS = 100;
const OTHER_USERS = 10;
const MEMORY_SPREAD = 0.45; // cosine to its topic centre about 0.91
const QUERY_SPREAD = 0.3; // a question about a topic: cosine about 0.87 to each memory of it
const INDEX = 'memories_embedding_hnsw_idx';
const log = (line: string) => process.stderr.write(`    ${line}\n`);
const summary = (values: number[]) => ({ p50: percentile(values, 50), p95: percentile(values, 95) });

async function createUser(db: PGlite, email: string): Promise<Caller & { role: 'authenticated' }> {
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (email, encrypted_password, raw_user_meta_data) values ($1, 'not-a-hash', '{}') returning id`,
    [email],
  );
  return { role: 'authenticated', userId: rows[0]!.id, email };
}

/**
 * Bulk load: inserting one row at a time into an HNSW index costs about 20 ms a row in WASM, so the
 * index is dropped, the rows copied in, and the index rebuilt from its own definition (the same one
 * the migration created). The searches then run on exactly the index the app has.
 */
async function load(db: PGlite, rows: { userId: string; vector: number[] }[], indexDef: string) {
  const started = performance.now();
  await db.exec(`drop index if exists public.${INDEX}`);
  for (let i = 0; i < rows.length; i += 500) {
    const csv = rows
      .slice(i, i + 500)
      .map((row, j) => `${row.userId},bench memory ${i + j},"${toLiteral(row.vector)}"`)
      .join('\n');
    await db.query(`copy public.memories (user_id, content, embedding) from '/dev/blob' with (format csv)`, [], {
      blob: new Blob([`${csv}\n`]),
    });
  }
  const copied = performance.now();
  await db.exec(`set maintenance_work_mem = '512MB'; ${indexDef}; analyze public.memories`);
  return { copyMs: copied - started, indexMs: performance.now() - copied };
}

/** Exact top-k with the same filters, the index switched off: the truth the HNSW answer is scored against. */
async function exactTopK(db: PGlite, userId: string, vector: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.exec(
      'set local search_path = public, extensions; set local enable_indexscan = off; set local enable_bitmapscan = off',
    );
    const { rows } = await tx.query<{ id: string }>(
      `select id from public.memories
       where user_id = $1 and embedding is not null and 1 - (embedding <=> $2::vector) > $3
       order by embedding <=> $2::vector limit $4`,
      [userId, vector, MEMORY_THRESHOLD, MEMORY_RECALL_COUNT],
    );
    return rows.map((row) => row.id);
  });
}

/**
 * The plan search_memories' inner statement really ran with, read through auto_explain (nested
 * statements, sent back as a notice), for the same call the repository makes, as the user.
 */
async function plan(db: PGlite, caller: Caller & { role: 'authenticated' }, vector: string): Promise<string> {
  const notices: string[] = [];
  await db.exec(
    `load 'auto_explain'; set auto_explain.log_min_duration = 0; set auto_explain.log_nested_statements = on; set auto_explain.log_level = notice`,
  );
  await withCaller(db, caller, (tx) =>
    tx.query(
      'select id, content, metadata, similarity from search_memories($1, $2, $3, $4)',
      [vector, caller.userId, MEMORY_THRESHOLD, MEMORY_RECALL_COUNT],
      {
        onNotice: (notice) => notices.push(notice.message ?? ''),
      },
    ),
  );
  await db.exec('set auto_explain.log_min_duration = -1');
  const inner = notices.find((message) => message.includes('from public.memories m')) ?? notices.join('\n');
  const lines = inner.split('\n');
  const start = lines.findIndex((line) => /^\S.*\(cost=/.test(line));
  return lines
    .slice(start < 0 ? 0 : start)
    .join('\n')
    .replace(/'\[[^\]]*\]'/g, "'[query vector]'");
}

async function measure(db: PGlite, caller: Caller & { role: 'authenticated' }, input: Input, seed: number) {
  const source = vectorSource(seed);
  const centres = topicCentres(TOPICS);
  const repo = embeddedMemoryRepo(db, caller);
  const timed = async (vector: number[]) => {
    const start = performance.now();
    const matches = await repo.search({ embedding: vector, threshold: MEMORY_THRESHOLD, count: MEMORY_RECALL_COUNT });
    return { ms: performance.now() - start, ids: matches.map((match) => match.id) };
  };
  const hitQueries = Array.from({ length: input.hitQueries }, () =>
    source.around(centres[Math.floor(source.random() * TOPICS)]!, QUERY_SPREAD),
  );
  for (const vector of hitQueries.slice(0, 3)) await timed(vector); // warm the index pages
  const hit: number[] = [];
  const exact: number[] = [];
  const recall: number[] = [];
  for (const vector of hitQueries) {
    const approx = await timed(vector);
    const start = performance.now();
    const truth = await exactTopK(db, caller.userId, toVectorLiteral(vector));
    exact.push(performance.now() - start);
    hit.push(approx.ms);
    recall.push(truth.length ? truth.filter((id) => approx.ids.includes(id)).length / truth.length : 1);
  }
  // Most chat messages match no memory: nothing passes the threshold, so the scan runs until its cap.
  const miss: number[] = [];
  for (let i = 0; i < input.missQueries; i++) miss.push((await timed(source.randomUnit())).ms);
  const queryPlan = await plan(db, caller, toVectorLiteral(hitQueries[0]!));
  return {
    hit: summary(hit),
    miss: summary(miss),
    exact: summary(exact),
    recall: recall.reduce((sum, value) => sum + value, 0) / recall.length,
    recallMin: Math.min(...recall),
    indexUsed: queryPlan.includes(INDEX),
    plan: queryPlan,
  };
}

async function main() {
  const input = JSON.parse(process.argv[2]!) as Input;
  // What openEmbeddedDatabase() does (in memory), plus auto_explain to read the plans the function runs.
  const db = await PGlite.create({ extensions: { vector, auto_explain }, startParams: embeddedStartParams });
  await migrate(db);
  await applyRegistrationSettings(db, { adminEmails: [], registrationOpen: true });
  const me = await createUser(db, 'memory-owner@bench.example');
  const others = await Promise.all(
    Array.from({ length: OTHER_USERS }, (_, i) => createUser(db, `memory-other-${i}@bench.example`)),
  );
  const indexDef = (
    await db.query<{ indexdef: string }>('select indexdef from pg_indexes where indexname = $1', [INDEX])
  ).rows[0]!.indexdef;
  const centres = topicCentres(TOPICS);
  const data = vectorSource(2);
  // Every user writes about the same topics: other users' rows are then the HNSW neighbours the filter must skip.
  const memory = (userId: string, i: number) => ({ userId, vector: data.around(centres[i % TOPICS]!, MEMORY_SPREAD) });
  const results = [];
  let mine = 0;
  let theirs = 0;
  for (const [i, stage] of input.stages.entries()) {
    const rows = [
      ...Array.from({ length: stage.addForUser }, (_, j) => memory(me.userId, mine + j)),
      ...Array.from({ length: stage.addForOthers }, (_, j) => memory(others[j % OTHER_USERS]!.userId, theirs + j)),
    ];
    mine += stage.addForUser;
    theirs += stage.addForOthers;
    log(`${stage.label}: loading ${rows.length} rows ...`);
    const build = await load(db, rows, indexDef);
    log(`${stage.label}: copy ${Math.round(build.copyMs)} ms, index ${Math.round(build.indexMs)} ms; searching ...`);
    results.push({ ...stage, userRows: mine, otherRows: theirs, build, ...(await measure(db, me, input, 100 + i)) });
  }
  await db.close();
  process.stdout.write(JSON.stringify({ indexDef, results }));
}

void main();
