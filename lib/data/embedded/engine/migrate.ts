import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { compatBootstrapSql } from './compat-bootstrap';

// Read at run time from the project folder (not bundled): the same files `supabase db push` applies.
export const migrationsDir = path.join(/*turbopackIgnore: true*/ process.cwd(), 'supabase', 'migrations');
export const seedFile = path.join(/*turbopackIgnore: true*/ process.cwd(), 'supabase', 'seed.sql');

type Migration = { version: string; name: string; file: string };

export async function listMigrations(dir = migrationsDir): Promise<Migration[]> {
  const files = (await fs.readdir(/*turbopackIgnore: true*/ dir)).filter((file) => /^\d+_.+\.sql$/.test(file)).sort();
  return files.map((file) => {
    const [, version, name] = /^(\d+)_(.+)\.sql$/.exec(file)!;
    return { version: version!, name: name!, file: path.join(dir, file) };
  });
}

/**
 * Brings a database up to date the way `supabase db push` would: the compat bootstrap
 * (what Supabase provides), then each migration not yet recorded, each in its own
 * transaction so a failing one leaves nothing half-applied. Returns the versions applied.
 */
export async function migrate(db: PGlite, dir = migrationsDir): Promise<string[]> {
  await db.exec(compatBootstrapSql);
  const done = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
  const applied = new Set(done.rows.map((row) => row.version));
  const ran: string[] = [];
  for (const migration of await listMigrations(dir)) {
    if (applied.has(migration.version)) continue;
    const sql = await fs.readFile(/*turbopackIgnore: true*/ migration.file, 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    });
    ran.push(migration.version);
  }
  return ran;
}

/** The seed only inserts missing sections, so it is safe to run at every start. */
export async function seed(db: PGlite, file = seedFile): Promise<void> {
  await db.exec(await fs.readFile(/*turbopackIgnore: true*/ file, 'utf8'));
}

/**
 * Applies REGISTRATION and seeds the allow-list from ADMIN_EMAILS: missing e-mails are added,
 * except those the owner removed in the dashboard. The owner manages the list from there on,
 * so an e-mail taken out of the variable stays allowed until removed in the dashboard.
 */
export async function applyRegistrationSettings(
  db: PGlite,
  settings: { adminEmails: string[]; registrationOpen: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('update private.registration_settings set registration_open = $1 where id = 1', [
      settings.registrationOpen,
    ]);
    for (const email of settings.adminEmails) {
      await tx.query(
        `insert into private.signup_allowlist (email, added_by)
         select $1, 'ADMIN_EMAILS' where not exists (select 1 from private.signup_allowlist_removed r where r.email = $1)
         on conflict do nothing`,
        [email.toLowerCase()],
      );
    }
  });
}
