import { preciseNow } from '@/tests/support/fake-provider';

/** What a browser sends: compressed answers allowed, so any buffering a compressor adds is measured too. */
const BROWSER_LIKE = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * A signed-in user of the app, as a cookie header (sessions come from bench/support/seed-sessions.ts).
 * `extra` headers go with every request (the load figure gives each user its own x-forwarded-for).
 */
export function userClient(baseUrl: string, cookieName: string, token: string, extra: Record<string, string> = {}) {
  const headers = { ...BROWSER_LIKE, ...extra, cookie: `${cookieName}=${token}` };
  const send = (method: string, path: string, body?: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    send,
    /** Sends and parses the JSON answer; throws on any non-2xx status. */
    async json<T>(method: string, path: string, body?: unknown): Promise<T> {
      const response = await send(method, path, body);
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
      return JSON.parse(text) as T;
    },
  };
}

export type UserClient = ReturnType<typeof userClient>;

export type TimedLine = { at: number; line: string };

/**
 * Reads a streamed body and timestamps each complete line (NDJSON, or SSE `data:` lines) the moment
 * the bytes carrying its end arrive. `t0` is taken just before the request is sent.
 */
export async function timedLines(response: Response): Promise<TimedLine[]> {
  const lines: TimedLine[] = [];
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const at = preciseNow();
    pending += decoder.decode(value, { stream: true });
    const parts = pending.split('\n');
    pending = parts.pop()!;
    for (const line of parts) if (line.trim()) lines.push({ at, line });
  }
  if (pending.trim()) lines.push({ at: preciseNow(), line: pending });
  return lines;
}
