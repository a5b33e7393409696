import 'server-only';
import { after } from 'next/server';

/**
 * Runs `task` once the response has gone (Next's after(), which keeps a serverless function
 * alive for it), so the visitor never waits for the mail server. Outside a request scope (a
 * script, a test calling the handler) after() throws: the task then simply runs unawaited.
 */
export function afterResponse(task: () => Promise<unknown>): void {
  const run = () => task().catch((error: unknown) => console.error('A task after the response failed:', error));
  try {
    after(run);
  } catch {
    void run();
  }
}
