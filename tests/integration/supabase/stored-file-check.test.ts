import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as resumePdf } from '@/app/(site)/resume.pdf/route';
import { GET as serveImage } from '@/app/site-images/[name]/route';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { getShownImage } from '@/lib/site-images/load';
import { openTestDatabase } from '../../support/database';
import { testAnonKey, testSupabaseUrl } from '../../support/postgrest/jwt';
import { postgrestHandler } from '../../support/postgrest/server';

// Issue #23, point 7: in supabase mode an admin can post any file straight to the site-files
// bucket with their own token, around the upload checks. Whatever the bucket holds, the app
// serves a stored file only if it passes the upload's content check, else its default.
vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', testSupabaseUrl);
vi.stubEnv('NEXT_PUBLIC_SUPABASE_ANON_KEY', testAnonKey);
// React's cache() memoises per render; here each call must read afresh.
vi.mock('react', async (original) => ({ ...(await original<typeof import('react')>()), cache: <F>(f: F) => f }));

/** What the bucket holds; Storage's public download (and HEAD) answers from it, 400 "not_found" when absent. */
const bucket = new Map<string, { bytes: Buffer; type: string }>();
const object = `${testSupabaseUrl}/storage/v1/object/public/site-files/*`;
const storage = [
  http.get(object, ({ params }) => {
    const found = bucket.get(String(params[0]));
    if (!found)
      return HttpResponse.json({ statusCode: '404', error: 'not_found', message: 'Object not found' }, { status: 400 });
    return new HttpResponse(found.bytes, { headers: { 'content-type': found.type } });
  }),
  http.head(object, ({ params }) => new HttpResponse(null, { status: bucket.has(String(params[0])) ? 200 : 400 })),
];

const server = setupServer();
let db: EmbeddedDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
  server.use(postgrestHandler(db, { url: testSupabaseUrl, anonKey: testAnonKey }), ...storage);
  server.listen({ onUnhandledFrame: 'error' });
});
afterAll(async () => {
  server.close();
  await db?.close();
});
beforeEach(() => bucket.clear());

const html = Buffer.from('<!doctype html><script>alert(document.domain)</script>');
const PDF = Buffer.from("%PDF-1.4\n% the owner's own resume\n%%EOF\n");
const served = async () => Buffer.from(await (await resumePdf()).arrayBuffer());
const warned = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('/resume.pdf in supabase mode', () => {
  it('serves an uploaded PDF as it is stored', async () => {
    bucket.set('resume/resume.pdf', { bytes: PDF, type: 'application/pdf' });
    expect((await served()).equals(PDF)).toBe(true);
  });

  it('does not serve HTML stored in its place: the generated resume instead, and a warning', async () => {
    bucket.set('resume/resume.pdf', { bytes: html, type: 'application/pdf' });
    const warn = warned();
    const bytes = await served();
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.includes('<script>')).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('resume/resume.pdf'));
    warn.mockRestore();
  });
});

describe('/site-images/<name> in supabase mode', () => {
  const name = 'about-photo-0123456789abcdef.png';
  const params = { params: Promise.resolve({ name }) };
  beforeAll(async () => {
    await db.query(
      `insert into site_images (slot, storage_key, content_type, width, height, byte_size, updated_by)
       values ('about-photo', $1, 'image/png', 8, 8, 100, 'owner@example.com')`,
      [`images/${name}`],
    );
  });

  it('serves a stored PNG, which the page shows', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    bucket.set(`images/${name}`, { bytes: png, type: 'image/png' });
    const response = await serveImage(new Request(`http://localhost/site-images/${name}`), params);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
    expect(await getShownImage('about-photo')).toMatchObject({ src: `/site-images/${name}`, uploaded: true });
  });

  it.each([
    ['HTML', html],
    ['a JPEG under a .png name', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])],
    ['a PNG signature over junk', Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), html])],
  ])("does not serve %s in an image's place: 404, a warning, the built-in image on the page", async (_, bytes) => {
    bucket.set(`images/${name}`, { bytes, type: 'image/png' });
    const warn = warned();
    const response = await serveImage(new Request(`http://localhost/site-images/${name}`), params);
    expect(response.status).toBe(404);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`images/${name}`));
    expect(await getShownImage('about-photo')).toMatchObject({ src: '/images/portrait.svg', uploaded: false });
    warn.mockRestore();
  });
});
