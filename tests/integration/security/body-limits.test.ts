import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as chat } from '@/app/api/chat/route';
import { PATCH as saveSection } from '@/app/api/content/[id]/route';
import { startHarness, type Harness } from '../ai/chat-harness';

// Outside Next there is no page cache to revalidate; the save itself is what is under test.
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

const CHUNK = 16 * 1024;
const HUGE = 50 * 1024 * 1024;

let h: Harness;
let admin: { cookie: string; id: string };
let sectionId: string;

/**
 * A body of `total` bytes of JSON-ish filler, produced only when the reader asks for it
 * (highWaterMark 0: nothing is queued ahead), so `pulled` is what the server actually read.
 */
function meteredBody(total: number) {
  const meter = { pulled: 0, cancelled: false };
  const chunk = new TextEncoder().encode('x'.repeat(CHUNK));
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (meter.pulled >= total) return controller.close();
        meter.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
      cancel() {
        meter.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, meter };
}

function streamedRequest(url: string, method: string, body: ReadableStream<Uint8Array>, headers = {}) {
  return new Request(`http://localhost${url}`, {
    method,
    headers: { 'content-type': 'application/json', host: 'localhost', cookie: admin.cookie, ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
}

beforeAll(async () => {
  h = await startHarness();
  admin = await h.signIn('alice@example.com');
  await h.db.query('update public.profiles set is_admin = (user_id = $1)', [admin.id]);
  sectionId = (await h.db.query<{ id: string }>('select id from page_content limit 1')).rows[0]!.id;
});
afterAll(() => h.fake.close());

describe('request bodies are capped while they stream in, not only by Content-Length', () => {
  const routes = [
    {
      name: 'PATCH /api/content/[id]',
      maxBytes: 256 * 1024,
      call: (body: ReadableStream<Uint8Array>, headers?: Record<string, string>) =>
        saveSection(streamedRequest(`/api/content/${sectionId}`, 'PATCH', body, headers), {
          params: Promise.resolve({ id: sectionId }),
        }),
    },
    {
      name: 'POST /api/chat',
      maxBytes: 64 * 1024,
      call: (body: ReadableStream<Uint8Array>, headers?: Record<string, string>) =>
        chat(streamedRequest('/api/chat', 'POST', body, headers)),
    },
  ];

  describe.each(routes)('$name', ({ maxBytes, call }) => {
    const expectRefusedEarly = async (response: Response, meter: { pulled: number; cancelled: boolean }) => {
      expect(response.status).toBe(413);
      expect((await response.json()).message).toBe(`The request body is larger than ${maxBytes} bytes.`);
      // The reader stopped at the first chunk past the limit and told the sender to stop.
      expect(meter.pulled).toBeLessThanOrEqual(maxBytes + CHUNK);
      expect(meter.cancelled).toBe(true);
    };

    it('refuses a 50 MB chunked body without Content-Length after reading just past the limit', async () => {
      const { stream, meter } = meteredBody(HUGE);
      await expectRefusedEarly(await call(stream), meter);
    });

    it('refuses a 50 MB body whose Content-Length claims it is small', async () => {
      const { stream, meter } = meteredBody(HUGE);
      await expectRefusedEarly(await call(stream, { 'content-length': '20' }), meter);
    });

    it('still reads a streamed body under the limit in full', async () => {
      const { stream, meter } = meteredBody(maxBytes - CHUNK);
      const response = await call(stream);
      // Filler is not JSON: the whole body was read and then parsed.
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe('The request body must be valid JSON.');
      expect(meter.pulled).toBe(maxBytes - CHUNK);
    });
  });
});
