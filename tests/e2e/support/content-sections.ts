import { expect, type APIRequestContext } from '@playwright/test';

export type Section = {
  id: string;
  pageName: string;
  sectionName: string;
  content: Record<string, unknown>;
  updatedAt: string;
  updatedBy: string;
};

export async function readSections(request: APIRequestContext): Promise<Section[]> {
  const response = await request.get('/api/content');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { sections: Section[] }).sections;
}

export async function readSection(request: APIRequestContext, pageName: string, sectionName: string) {
  const section = (await readSections(request)).find((s) => s.pageName === pageName && s.sectionName === sectionName);
  expect(section, `${pageName}/${sectionName} exists`).toBeDefined();
  return section!;
}

/** Puts back every section whose content differs from the snapshot (other specs expect the default copy). */
export async function restoreSections(request: APIRequestContext, snapshot: Section[]): Promise<void> {
  const current = await readSections(request);
  for (const original of snapshot) {
    const now = current.find((s) => s.id === original.id);
    if (!now || JSON.stringify(now.content) === JSON.stringify(original.content)) continue;
    const response = await request.patch(`/api/content/${original.id}`, {
      data: { content: original.content, expectedUpdatedAt: now.updatedAt },
    });
    expect(response.status(), `restoring ${original.pageName}/${original.sectionName}`).toBe(200);
  }
}

/** Runs `body` and restores all content afterwards, whether it passed or not. */
export async function withContentRestored(
  request: APIRequestContext,
  body: (snapshot: Section[]) => Promise<void>,
): Promise<void> {
  const snapshot = await readSections(request);
  try {
    await body(snapshot);
  } finally {
    await restoreSections(request, snapshot);
    // The saves expired the cached public pages; render them again now. Otherwise the page cache
    // on disk (.next, shared by every `next start` of this build, and by the next run when it
    // does not build first) keeps the last edited copy until someone asks for each page.
    for (const path of ['/', '/about', '/portfolio', '/donate'])
      expect((await request.get(path)).status(), `re-rendering ${path}`).toBe(200);
  }
}
