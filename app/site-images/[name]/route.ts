import { readServableImage } from '@/lib/site-images/stored';

/**
 * An uploaded site image. Its name carries a hash of its content, so a name never changes
 * meaning: browsers, CDNs and Next's image optimiser may keep it for a year (a new upload is a
 * new name, and the pages that show it are revalidated at once). A stored file that is not the
 * image its name says (put into the store around the app) is a 404, as if it were missing.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  const image = await readServableImage(name);
  if (!image) {
    return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      'Content-Type': image.contentType,
      'Content-Length': String(image.bytes.byteLength),
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
