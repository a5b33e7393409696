import { beforeAll, describe, expect, it } from 'vitest';
import { getPortalAvailability, sqlEditorUrlFor } from '@/lib/ai/availability';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { provideEmbeddedDatabase } from '@/lib/data/embedded/engine/instance';
import { createUser, openTestDatabase } from '../../support/database';

let db: EmbeddedDatabase;
let user: { id: string; email: string; username: string; isAdmin: boolean };

beforeAll(async () => {
  db = await openTestDatabase();
  provideEmbeddedDatabase(db);
  const created = await createUser(db, 'owner@example.com');
  user = { id: created.id, email: created.email, username: 'owner', isAdmin: true };
});

describe('portal availability', () => {
  it('is ready when the AI tables exist', async () => {
    expect(await getPortalAvailability(user)).toEqual({ setupRequired: false, sqlEditorUrl: null });
  });

  it('asks for setup when the api_keys table is missing', async () => {
    // cascade: replies keep a link to the key that wrote them (chat_messages.api_key_id).
    await db.exec('drop table api_keys cascade');
    expect((await getPortalAvailability(user)).setupRequired).toBe(true);
  });

  it("links to the Supabase project's SQL editor", () => {
    expect(sqlEditorUrlFor('https://abcdefghijklmnop.supabase.co')).toBe(
      'https://supabase.com/dashboard/project/abcdefghijklmnop/sql/new',
    );
    expect(sqlEditorUrlFor('http://localhost:54321')).toBeNull();
    expect(sqlEditorUrlFor(undefined)).toBeNull();
  });
});
