import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as resumePdf } from '@/app/(site)/resume.pdf/route';
import { DELETE as removeResume, POST as uploadResume } from '@/app/api/resume/route';
import { startHarness, type Harness } from '../ai/chat-harness';

// Outside Next there is no page cache to revalidate; what the routes store and serve is under test.
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mission-resume-'));
process.env.DATA_DIR = dataDir;
const stored = path.join(dataDir, 'files', 'resume', 'resume.pdf');

let h: Harness;
let admin: string;
let other: string;
beforeAll(async () => {
  h = await startHarness();
  const owner = await h.signIn('resume-owner@example.com');
  other = (await h.signIn('resume-other@example.com')).cookie;
  admin = owner.cookie;
  await h.db.query('update public.profiles set is_admin = (user_id = $1)', [owner.id]);
});
afterAll(async () => {
  await h.fake.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const PDF = Buffer.from("%PDF-1.4\n% the owner's own resume\n%%EOF\n");

function upload(body: BodyInit | ReadableStream<Uint8Array>, cookie = admin, headers: Record<string, string> = {}) {
  return uploadResume(
    new Request('http://localhost/api/resume', {
      method: 'POST',
      headers: { 'content-type': 'application/pdf', host: 'localhost', cookie, ...headers },
      body,
      duplex: 'half',
    } as RequestInit),
  );
}
const remove = () =>
  removeResume(
    new Request('http://localhost/api/resume', { method: 'DELETE', headers: { host: 'localhost', cookie: admin } }),
  );
const served = async () => Buffer.from(await (await resumePdf()).arrayBuffer());

describe('/resume.pdf', () => {
  it('is generated from the portfolio as saved, with PDF headers', async () => {
    const response = await resumePdf();
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="[A-Za-z0-9-]+-Resume\.pdf"$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const before = Buffer.from(await response.arrayBuffer());
    expect(before.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await h.db.query(
      `update page_content set content = jsonb_set(content, '{experience,0,title}', '"Chief Lawn Strategist"')
        where page_name = 'portfolio' and section_name = 'experience'`,
    );
    expect((await served()).equals(before)).toBe(false);
  });
});

describe('POST and DELETE /api/resume', () => {
  it('stores an uploaded PDF owner-only under DATA_DIR/files and serves exactly its bytes', async () => {
    const response = await upload(PDF);
    expect(response.status).toBe(200);
    expect(fs.readFileSync(stored).equals(PDF)).toBe(true);
    expect(fs.statSync(stored).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(stored)).mode & 0o777).toBe(0o700);
    expect((await served()).equals(PDF)).toBe(true);
  });

  it.each([
    ['a renamed .exe', Buffer.from('MZ\x90\x00\x03 This program cannot be run in DOS mode'), 400, /not a PDF/],
    ['an HTML file', Buffer.from('<!doctype html><title>resume.pdf</title>'), 400, /not a PDF/],
    ['an empty file', Buffer.alloc(0), 400, /empty/],
    ['a 6 MB PDF', Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]), 413, /larger than 5 MB/],
  ])('refuses %s with a clear message and changes nothing', async (_, body, status, message) => {
    const response = await upload(body);
    expect(response.status).toBe(status);
    expect((await response.json()).message).toMatch(message);
    expect(fs.readFileSync(stored).equals(PDF)).toBe(true);
  });

  it('stops reading a 50 MB streamed body just past the limit, whatever Content-Length says', async () => {
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024);
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (pulled >= 50 * 1024 * 1024) return controller.close();
          pulled += chunk.byteLength;
          controller.enqueue(pulled === chunk.byteLength ? new Uint8Array([...PDF, ...chunk]) : chunk);
        },
      },
      { highWaterMark: 0 },
    );
    const response = await upload(stream, admin, { 'content-length': '100' });
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(5 * 1024 * 1024 + 2 * chunk.byteLength);
    expect(fs.readFileSync(stored).equals(PDF)).toBe(true);
  });

  it('is for admins only, from this site only', async () => {
    expect((await upload(Buffer.from('%PDF-other'), other)).status).toBe(403);
    expect((await upload(Buffer.from('%PDF-other'), '')).status).toBe(401);
    const foreign = await upload(Buffer.from('%PDF-other'), admin, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(fs.readFileSync(stored).equals(PDF)).toBe(true);
  });

  it('DELETE goes back to the generated resume', async () => {
    expect((await remove()).status).toBe(200);
    expect(fs.existsSync(stored)).toBe(false);
    const bytes = await served();
    expect(bytes.equals(PDF)).toBe(false);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
