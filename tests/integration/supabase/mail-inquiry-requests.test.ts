import { describe, expect, it } from 'vitest';
import { alice, data, postgrestError, recordPostgrest, rows, userJwt } from './recorder';

// Supabase mode: what the mail settings and the inquiry thread send to PostgREST, as the caller
// (their JWT), so the tables' row-level security decides (migration 20261220000200).
const { recorded, reply } = recordPostgrest();
const calls = () => recorded.map((r) => [r.method, r.path, r.query]);
const inquiryId = '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const settingsColumns = 'host,port,security,username,password_sealed,sender,notify_to';
const stored = {
  host: 'smtp.example.com',
  port: 587,
  security: 'starttls' as const,
  username: 'me@example.com',
  passwordSealed: 's1.a.b.c',
  sender: 'me@example.com',
  notifyTo: null,
};

describe('mail server settings requests', () => {
  it('reads and upserts the one row as the caller', async () => {
    reply(rows([]), rows([], 201));
    const repo = data.forCaller(alice).mailSettings;
    expect(await repo.get()).toBeNull();
    await repo.save(stored);
    expect(calls()).toEqual([
      ['GET', '/rest/v1/mail_server_settings', `select=${settingsColumns}&id=eq.true`],
      ['POST', '/rest/v1/mail_server_settings', 'on_conflict=id'],
    ]);
    expect(recorded[1]!.headers.get('authorization')).toBe(`Bearer ${userJwt}`);
    expect(recorded[1]!.body).toMatchObject({ id: true, host: 'smtp.example.com', password_sealed: 's1.a.b.c' });
  });

  it('a refused save (not the owner) is an error, not a silent success', async () => {
    reply(postgrestError(403, '42501', 'new row violates row-level security policy'));
    await expect(data.forCaller(alice).mailSettings.save(stored)).rejects.toMatchObject({ code: 'forbidden' });
  });
});

describe('inquiry thread requests', () => {
  it('searches through inquiry_search and records a reply through inquiry_record_reply', async () => {
    reply(rows([]), rows('2026-12-20T10:00:00.123456+00:00'));
    const repo = data.forCaller(alice).inquiries;
    expect(await repo.search('50% off')).toEqual([]);
    expect(await repo.recordReply({ id: inquiryId, body: 'Hello' })).toBe('2026-12-20T10:00:00.123456+00:00');
    expect(calls().map(([method, path]) => [method, path])).toEqual([
      ['POST', '/rest/v1/rpc/inquiry_search'],
      ['POST', '/rest/v1/rpc/inquiry_record_reply'],
    ]);
    expect(recorded[0]!.body).toEqual({ p_query: '50% off' });
    expect(recorded[0]!.query).toMatch(/^select=id,created_at,.*replied_at$/);
    expect(recorded[1]!.body).toEqual({ p_inquiry_id: inquiryId, p_body: 'Hello' });
  });

  it('a reply to an inquiry the caller cannot see is "not found"', async () => {
    reply(postgrestError(404, 'P0002', 'That inquiry does not exist (any more).'));
    await expect(data.forCaller(alice).inquiries.recordReply({ id: inquiryId, body: 'Hi' })).rejects.toMatchObject({
      code: 'not_found',
      message: 'That inquiry does not exist (any more).',
    });
  });
});
