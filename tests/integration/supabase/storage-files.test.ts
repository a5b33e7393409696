import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSupabaseFiles } from '@/lib/files/supabase';
import type { Caller } from '@/lib/data/port';
import { testAnonKey, testSupabaseUrl } from '../../support/postgrest/jwt';

/**
 * A small fake of the Supabase Storage REST API (the routes storage-js calls): public download,
 * upload with x-upsert, remove by prefixes. It keeps what it is sent and checks the credentials
 * the way the bucket's policies would: writes need a user JWT, reads the anon key only.
 */
const objects = new Map<string, { bytes: Buffer; type: string }>();
const seen: { method: string; path: string; auth: string | null; apikey: string | null }[] = [];
const storage = `${testSupabaseUrl}/storage/v1/object`;
const server = setupServer(
  http.get(`${storage}/public/site-files/*`, ({ request, params }) => {
    seen.push({ method: 'GET', path: String(params[0]), auth: null, apikey: request.headers.get('apikey') });
    const found = objects.get(String(params[0]));
    if (!found) return HttpResponse.json({ statusCode: '404', error: 'not_found' }, { status: 400 });
    return new HttpResponse(found.bytes, { headers: { 'content-type': found.type } });
  }),
  http.post(`${storage}/site-files/*`, async ({ request, params }) => {
    const auth = request.headers.get('authorization');
    seen.push({ method: 'POST', path: String(params[0]), auth, apikey: request.headers.get('apikey') });
    if (auth !== 'Bearer user-jwt') return HttpResponse.json({ statusCode: '403' }, { status: 403 });
    if (request.headers.get('x-upsert') !== 'true' && objects.has(String(params[0])))
      return HttpResponse.json({ statusCode: '409' }, { status: 409 });
    objects.set(String(params[0]), {
      bytes: Buffer.from(await request.arrayBuffer()),
      type: request.headers.get('content-type') ?? '',
    });
    return HttpResponse.json({ Key: `site-files/${String(params[0])}` });
  }),
  http.delete(`${storage}/site-files`, async ({ request }) => {
    const { prefixes } = (await request.json()) as { prefixes: string[] };
    seen.push({ method: 'DELETE', path: prefixes.join(','), auth: request.headers.get('authorization'), apikey: null });
    for (const key of prefixes) objects.delete(key);
    return HttpResponse.json([]);
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => void (seen.length = 0));
afterAll(() => server.close());

const files = createSupabaseFiles({ url: testSupabaseUrl, anonKey: testAnonKey });
const admin: Caller = { role: 'authenticated', userId: 'u1', email: 'a@example.com', accessToken: 'user-jwt' };
const bytes = new TextEncoder().encode('%PDF-1.4 owner');

describe('site files on Supabase Storage (against a fake of its REST API)', () => {
  it('reads nothing before an upload, then exactly the uploaded bytes', async () => {
    expect(await files.read('resume/resume.pdf')).toBeNull();
    await files.write(admin, { key: 'resume/resume.pdf', bytes, contentType: 'application/pdf' });
    expect(Buffer.from((await files.read('resume/resume.pdf'))!).equals(Buffer.from(bytes))).toBe(true);
    expect(objects.get('resume/resume.pdf')?.type).toBe('application/pdf');
    expect(seen.map((s) => [s.method, s.auth ?? s.apikey])).toEqual([
      ['GET', testAnonKey],
      ['POST', 'Bearer user-jwt'],
      ['GET', testAnonKey],
    ]);
  });

  it('replaces a file (upsert) and removes it', async () => {
    await files.write(admin, {
      key: 'resume/resume.pdf',
      bytes: new TextEncoder().encode('%PDF-2'),
      contentType: 'application/pdf',
    });
    expect(new TextDecoder().decode((await files.read('resume/resume.pdf'))!)).toBe('%PDF-2');
    await files.remove(admin, 'resume/resume.pdf');
    expect(await files.read('resume/resume.pdf')).toBeNull();
  });

  it('writes only with a user JWT, and a refusal is a 403, not a crash', async () => {
    await expect(
      files.write({ role: 'anon' }, { key: 'resume/x.pdf', bytes, contentType: 'application/pdf' }),
    ).rejects.toMatchObject({ status: 401 });
    const stale = { ...admin, accessToken: 'other-jwt' };
    await expect(
      files.write(stale, { key: 'resume/x.pdf', bytes, contentType: 'application/pdf' }),
    ).rejects.toMatchObject({ status: 403 });
    expect(objects.has('resume/x.pdf')).toBe(false);
  });

  it('refuses keys that would leave the bucket folder', async () => {
    for (const key of ['../secret', '/abs', 'a//b', 'A.pdf', 'resume/../x'])
      await expect(files.read(key)).rejects.toMatchObject({ status: 400 });
  });
});
