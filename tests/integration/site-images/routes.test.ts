import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DELETE as removeImage, PATCH as saveAlt, POST as uploadImage } from '@/app/api/site-images/[slot]/route';
import { GET as serveImage } from '@/app/site-images/[name]/route';
import { getShownImage } from '@/lib/site-images/load';
import { startHarness, type Harness } from '../ai/chat-harness';

// Outside Next there is no page cache; what the routes store, serve and refuse is under test.
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));
// React's cache() memoises per render; in these tests each call must read afresh.
vi.mock('react', async (original) => ({ ...(await original<typeof import('react')>()), cache: <F>(f: F) => f }));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mission-images-'));
process.env.DATA_DIR = dataDir;
const imagesDir = path.join(dataDir, 'files', 'images');
const storedFiles = () => (fs.existsSync(imagesDir) ? fs.readdirSync(imagesDir).sort() : []);

let h: Harness;
let admin: string;
let other: string;
beforeAll(async () => {
  h = await startHarness();
  const owner = await h.signIn('images-owner@example.com');
  other = (await h.signIn('images-other@example.com')).cookie;
  admin = owner.cookie;
  await h.db.query('update public.profiles set is_admin = (user_id = $1)', [owner.id]);
});
afterAll(async () => {
  await h.fake.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const params = (slot: string) => ({ params: Promise.resolve({ slot }) });
const request = (method: string, body?: BodyInit, cookie = admin, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/site-images/about-photo', {
    method,
    headers: { host: 'localhost', cookie, ...headers },
    body,
  });
const upload = (body: BodyInit, cookie = admin, slot = 'about-photo') =>
  uploadImage(request('POST', body, cookie), params(slot));
const png = (width = 120, height = 140) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();

describe('/api/site-images/<slot> and /site-images/<name>', () => {
  let first: { url: string; width: number; height: number };

  it('an admin uploads a PNG: stored owner-only, served with a year-long immutable Cache-Control', async () => {
    const response = await upload(await png());
    expect(response.status).toBe(200);
    first = (await response.json()).image.file;
    expect(first).toMatchObject({ width: 120, height: 140, contentType: 'image/png' });
    expect(first.url).toMatch(/^\/site-images\/about-photo-[0-9a-f]{16}\.png$/);
    const [name] = storedFiles();
    expect(`/site-images/${name}`).toBe(first.url);
    expect(fs.statSync(path.join(imagesDir, name!)).mode & 0o777).toBe(0o600);

    const served = await serveImage(new Request(`http://localhost${first.url}`), {
      params: Promise.resolve({ name: name! }),
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(120);
    expect(await getShownImage('about-photo')).toMatchObject({ src: first.url, uploaded: true });
  });

  it.each([
    [
      'a renamed .exe',
      Buffer.from('MZ\x90\x00\x03\x00 This program cannot be run in DOS mode', 'latin1'),
      400,
      /not a PNG, JPEG or WebP/,
    ],
    [
      'an SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      400,
      /not a PNG, JPEG or WebP/,
    ],
    ['a 50 MB body', Buffer.alloc(50 * 1024 * 1024, 1), 413, /larger than 10 MB/],
  ])('refuses %s with a clear message and keeps the image it had', async (_, body, status, message) => {
    const response = await upload(body);
    expect(response.status).toBe(status);
    expect((await response.json()).message).toMatch(message);
    expect(storedFiles()).toEqual([first.url.replace('/site-images/', '')]);
    expect((await getShownImage('about-photo'))?.src).toBe(first.url);
  });

  it('is for admins only, from this site only: nothing changes otherwise', async () => {
    expect((await upload(await png(50, 50), other)).status).toBe(403);
    expect((await upload(await png(50, 50), '')).status).toBe(401);
    expect(
      (
        await uploadImage(
          request('POST', await png(50, 50), admin, { origin: 'https://evil.example' }),
          params('about-photo'),
        )
      ).status,
    ).toBe(403);
    const alt = JSON.stringify({ altText: 'defaced' });
    expect((await saveAlt(request('PATCH', alt, other), params('about-photo'))).status).toBe(403);
    expect((await removeImage(request('DELETE', undefined, ''), params('about-photo'))).status).toBe(401);
    expect((await removeImage(request('DELETE', undefined, other), params('about-photo'))).status).toBe(403);
    expect(storedFiles()).toEqual([first.url.replace('/site-images/', '')]);
    expect(await getShownImage('about-photo')).toMatchObject({
      src: first.url,
      alt: expect.not.stringMatching(/defaced/),
    });
  });

  it('a new upload replaces the old file; alt text is saved beside it; an unknown slot is 404', async () => {
    const second = (await (await upload(await png(200, 100))).json()).image.file;
    expect(storedFiles()).toEqual([second.url.replace('/site-images/', '')]);
    const saved = await saveAlt(
      request('PATCH', JSON.stringify({ altText: '  The owner at the workbench ' })),
      params('about-photo'),
    );
    expect((await saved.json()).image.altText).toBe('The owner at the workbench');
    expect(await getShownImage('about-photo')).toMatchObject({ src: second.url, alt: 'The owner at the workbench' });
    const tooLong = await saveAlt(
      request('PATCH', JSON.stringify({ altText: 'x'.repeat(201) })),
      params('about-photo'),
    );
    expect(tooLong.status).toBe(400);
    expect((await upload(await png(), admin, 'favicon')).status).toBe(404);
  });

  it('a row whose file is gone (a backup restored without its files) shows the built-in image', async () => {
    fs.rmSync(imagesDir, { recursive: true, force: true });
    expect(await getShownImage('about-photo')).toMatchObject({ src: '/images/portrait.svg', uploaded: false });
  });

  it('DELETE goes back to the built-in image and keeps the alt text', async () => {
    await upload(await png());
    expect((await removeImage(request('DELETE'), params('about-photo'))).status).toBe(200);
    expect(storedFiles()).toEqual([]);
    expect(await getShownImage('about-photo')).toEqual({
      src: '/images/portrait.svg',
      width: 480,
      height: 560,
      alt: 'The owner at the workbench',
      uploaded: false,
    });
  });
});
