import { beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { withCaller, type Tx } from '@/lib/data/embedded/repos/with-caller';
import type { Caller } from '@/lib/data/port';
import { addVerifiedFactor, createUser, openTestDatabase } from '../../support/database';

// A project's tools (migration 20261230001100) with raw SQL as each caller, as a Supabase user can
// send through PostgREST: only the policies and the owner-keyed foreign key stand between users.

let db: EmbeddedDatabase;
let alice: { id: string; email: string; caller: Caller };
let bob: { id: string; caller: Caller };

const as = <T>(caller: Caller, work: (tx: Tx) => Promise<T>) => withCaller(db, caller, work);
const outcome = (work: Promise<unknown>) =>
  work.then(
    () => 'allowed',
    (error: unknown) => (error as { code?: string }).code ?? String(error),
  );
const insertOne = async (tx: Tx, sql: string, params: unknown[] = []) =>
  (await tx.query<{ id: string }>(sql, params)).rows[0]!.id;
const newProject = (caller: Caller) =>
  as(caller, (tx) => insertOne(tx, `insert into chat_projects (name) values ('P') returning id`));
const newServer = (caller: Caller) =>
  as(caller, (tx) =>
    insertOne(tx, `insert into mcp_servers (name, url) values ('S', 'https://s.example/mcp') returning id`),
  );
const choose = (caller: Caller, project: string, server: string) =>
  as(caller, (tx) =>
    tx.query(`insert into project_tool_choices (project_id, server_id, tool) values ($1, $2, 'echo')`, [
      project,
      server,
    ]),
  );
const rowsOf = async (project: string) =>
  (await db.query('select tool from project_tool_choices where project_id = $1', [project])).rows;

beforeAll(async () => {
  db = await openTestDatabase({ registrationOpen: true });
  alice = await createUser(db, 'alice-ptools@example.com');
  bob = await createUser(db, 'bob-ptools@example.com');
});

describe('project tool choices row-level security', () => {
  it("refuses a row naming someone else's project or server, and shows another user none", async () => {
    const [project, server, bobProject, bobServer] = [
      await newProject(alice.caller),
      await newServer(alice.caller),
      await newProject(bob.caller),
      await newServer(bob.caller),
    ];
    await choose(alice.caller, project, server);
    expect(await outcome(choose(bob.caller, project, bobServer))).not.toBe('allowed');
    expect(await outcome(choose(bob.caller, bobProject, server))).not.toBe('allowed');
    // Written as Alice's row by Bob: the policy refuses it.
    const forged = as(bob.caller, (tx) =>
      tx.query(`insert into project_tool_choices (project_id, server_id, user_id, tool) values ($1, $2, $3, 'x')`, [
        project,
        server,
        alice.id,
      ]),
    );
    expect(await outcome(forged)).toBe('forbidden');
    await as(bob.caller, async (tx) => {
      expect((await tx.query('select tool from project_tool_choices')).rows).toEqual([]);
      expect((await tx.query('delete from project_tool_choices')).affectedRows).toBe(0);
    });
    expect(await rowsOf(project)).toEqual([{ tool: 'echo' }]);
  });

  it('goes with its project and with its server', async () => {
    const [project, server] = [await newProject(alice.caller), await newServer(alice.caller)];
    await choose(alice.caller, project, server);
    await as(alice.caller, (tx) => tx.query('delete from mcp_servers where id = $1', [server]));
    expect(await rowsOf(project)).toEqual([]);
    const other = await newServer(alice.caller);
    await choose(alice.caller, project, other);
    await as(alice.caller, (tx) => tx.query('delete from chat_projects where id = $1', [project]));
    expect(await rowsOf(project)).toEqual([]);
  });

  it('is closed to a password-only sign-in (aal1) of an account with a second factor', async () => {
    const [project, server] = [await newProject(alice.caller), await newServer(alice.caller)];
    await choose(alice.caller, project, server);
    await addVerifiedFactor(db, alice.id);
    const half = (sql: string, params: unknown[]) =>
      db.transaction(async (tx) => {
        const claims = { sub: alice.id, email: alice.email, role: 'authenticated', aud: 'authenticated', aal: 'aal1' };
        await tx.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify(claims),
        ]);
        return tx.query(sql, params);
      });
    expect((await half('select tool from project_tool_choices where project_id = $1', [project])).rows).toEqual([]);
    const write = half(`insert into project_tool_choices (project_id, server_id, tool) values ($1, $2, 'x')`, [
      project,
      server,
    ]);
    expect(await outcome(write)).toBe('42501');
  });
});
