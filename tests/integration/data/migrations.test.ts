import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openEmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { listMigrations, migrate } from '@/lib/data/embedded/engine/migrate';
import { listDefaultSections } from '@/lib/content/registry';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mission-migrate-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('embedded database on a data folder', () => {
  it('applies every migration and the seed on first open, and keeps data across a restart without re-running them', async () => {
    const first = await openEmbeddedDatabase({ dataDir });
    const versions = (
      await first.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations order by version',
      )
    ).rows.map((r) => r.version);
    expect(versions).toEqual((await listMigrations()).map((m) => m.version));
    expect((await first.query<{ n: number }>('select count(*)::int as n from page_content')).rows[0]!.n).toBe(
      listDefaultSections().length,
    );

    await first.query(
      `update page_content set updated_by = 'kept@example.com' where page_name = 'home' and section_name = 'hero'`,
    );
    await first.query(`insert into auth.users (email) values ('owner@example.com')`);
    const appliedAt = (
      await first.query<{ at: string }>('select max(applied_at)::text as at from supabase_migrations.schema_migrations')
    ).rows[0]!.at;
    await first.close();

    const second = await openEmbeddedDatabase({ dataDir });
    expect(await migrate(second)).toEqual([]);
    const appliedAtAgain = (
      await second.query<{ at: string }>(
        'select max(applied_at)::text as at from supabase_migrations.schema_migrations',
      )
    ).rows[0]!.at;
    expect(appliedAtAgain).toBe(appliedAt);
    const hero = await second.query<{ updated_by: string }>(
      `select updated_by from page_content where page_name = 'home' and section_name = 'hero'`,
    );
    expect(hero.rows[0]!.updated_by).toBe('kept@example.com');
    expect((await second.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0]!.n).toBe(1);
    expect((await second.query<{ n: number }>('select count(*)::int as n from page_content')).rows[0]!.n).toBe(
      listDefaultSections().length,
    );
    await second.close();
  });

  it('enables row-level security on every table of the public schema', async () => {
    const db = await openEmbeddedDatabase();
    const tables = await db.query<{ relname: string; relrowsecurity: boolean }>(
      `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
    );
    expect(tables.rows.map((t) => t.relname)).toEqual([
      'account_activity',
      'api_keys',
      'chat_attachments',
      'chat_imports',
      'chat_messages',
      'chat_projects',
      'chat_sessions',
      'chat_tool_choices',
      'compatible_image_models',
      'document_chunk_embeddings',
      'document_chunks',
      'inquiries',
      'inquiry_mail_settings',
      'inquiry_replies',
      'inquiry_reply_settings',
      'inquiry_retention',
      'mail_server_settings',
      'mcp_servers',
      'memories',
      'memory_embeddings',
      'model_prices',
      'page_content',
      'page_content_versions',
      'page_drafts',
      'passkeys',
      'profiles',
      'project_tool_choices',
      'site_images',
      'usage_budgets',
      'usage_reservations',
      'user_settings',
      'visit_day_counts',
      'visit_days',
      'visit_events',
    ]);
    expect(tables.rows.every((t) => t.relrowsecurity)).toBe(true);
    await db.close();
  });
});
