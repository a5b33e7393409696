import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';

/**
 * A public page as Next's cache serves it (x-nextjs-cache: HIT). The first request after a save
 * gets the render itself, and a page older than its revalidation time answers STALE while it is
 * rendered again: asked again until it comes from the cache.
 */
export async function cachedResponse(request: APIRequestContext, path: string): Promise<APIResponse> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await request.get(path);
    if (response.headers()['x-nextjs-cache'] === 'HIT') return response;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${path} never came from the cache`);
}

export async function cachedPage(request: APIRequestContext, path: string): Promise<string> {
  return (await cachedResponse(request, path)).text();
}

/**
 * What the public page at `path` shows once a save has reached it, as a poll to assert on. A render
 * another visitor (another test lane) started before the save can answer the first request with the
 * old text; the pages are expired again once such renders are done (lib/next/internals,
 * expireRendersUnderWay), so the page is opened again until `read` gives what is expected (15 s).
 */
export function afterSave<T>(page: Page, path: string, read: () => Promise<T>) {
  return expect.poll(
    async () => {
      await page.goto(path);
      return read();
    },
    { timeout: 15_000 },
  );
}
