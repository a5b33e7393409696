import { glyphSprite } from '@/components/site/glyphs';

// Built once at build time and served from the cache like the public pages.
export const dynamic = 'force-static';

export function GET() {
  return new Response(glyphSprite(), {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' },
  });
}
