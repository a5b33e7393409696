import fs from 'node:fs';
import path from 'node:path';

// Each of the app's public pages as the app served it (bench/lib/floor.ts writes pages.json and
// the files before the build): one route handler, answered from Next's cache like the app's pages.
export const dynamic = 'force-static';
export const dynamicParams = false;

const pages = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'pages.json'), 'utf8')) as Record<string, string>;

export function generateStaticParams() {
  return Object.keys(pages).map((page) => ({ page: page === '/' ? [] : page.slice(1).split('/') }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ page?: string[] }> }) {
  const { page = [] } = await params;
  const file = pages[`/${page.join('/')}`];
  if (!file) return new Response('Not found', { status: 404 });
  const bytes = fs.readFileSync(path.join(process.cwd(), 'pages', file));
  return new Response(bytes, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}
