// Request bodies are capped as they stream in, checked over a real socket against `next start`.
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { reuseSignIn, testAdmins } from './support/accounts';

const CHUNK = 64 * 1024;
const HUGE = 50 * 1024 * 1024;

/**
 * POSTs a chunked body (no Content-Length) of up to `total` bytes, written only as fast as the
 * server reads it, and resolves with the status and how much had been written by then.
 */
function chunkedUpload(url: string, cookie: string, total: number) {
  return new Promise<{ status: number; body: string; written: number }>((resolve, reject) => {
    let written = 0;
    const request = http.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', cookie },
    });
    const chunk = Buffer.alloc(CHUNK, 'x');
    const pump = () => {
      while (written < total && !request.destroyed) {
        written += CHUNK;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      if (written >= total) request.end();
    };
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(parts).toString(), written });
        request.destroy();
      });
    });
    // Writing after the server answered and closed can fail; the answer is what matters.
    request.on('error', (error) => {
      if (!answered) reject(new Error(`No answer after ${written} bytes: ${error.message}`));
    });
    pump();
  });
}

test('a 50 MB chunked body is refused with 413 long before it is all sent', async ({ page, baseURL }) => {
  await reuseSignIn(page, testAdmins.portalSecond);
  const cookies = await page.context().cookies();
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const answer = await chunkedUpload(`${baseURL}/api/chat`, cookie, HUGE);
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.body)).toMatchObject({ message: 'The request body is larger than 65536 bytes.' });
  // Socket buffers on both sides hold some megabytes at most; the server did not wait for 50.
  expect(answer.written).toBeLessThan(HUGE / 2);
});
