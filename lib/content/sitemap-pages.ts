import 'server-only';
import { getEnv } from '@/lib/env';
import { publicPagePaths } from './editable-pages';
import { loadAllSections } from './load';
import { sectionOrDefault } from './registry';
import type { PublicPage } from './page-metadata';

const paths: Record<PublicPage, string> = publicPagePaths;

export type SitemapPage = { path: string; lastModified?: Date };

/**
 * The public pages a search engine may list: those whose owner did not tick "hide from search
 * engines", each with the time its content was last saved. Without a database (during the build,
 * or when it cannot be reached) every page is listed, without a date.
 */
export async function listSitemapPages(): Promise<SitemapPage[]> {
  let rows: Awaited<ReturnType<typeof loadAllSections>> = [];
  if (!getEnv().isBuild) {
    try {
      rows = await loadAllSections();
    } catch (error) {
      console.warn('The sitemap could not read the content; listing every page without a date.', error);
    }
  }
  return (Object.keys(paths) as PublicPage[]).flatMap((page) => {
    const own = rows.filter((row) => row.pageName === page);
    const seo = sectionOrDefault(page, 'seo', own.find((row) => row.sectionName === 'seo')?.content).content;
    if (seo.hide_from_search_engines) return [];
    const times = own.map((row) => Date.parse(row.updatedAt)).filter(Number.isFinite);
    return [{ path: paths[page], lastModified: times.length ? new Date(Math.max(...times)) : undefined }];
  });
}
