import { readSiteFileOrNull } from '@/lib/files';
import { SITE_IMAGE_FILE_NAME } from '@/lib/site-images/slots';

const TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;

/**
 * An uploaded site image. Its name carries a hash of its content, so a name never changes
 * meaning: browsers, CDNs and Next's image optimiser may keep it for a year (a new upload is a
 * new name, and the pages that show it are revalidated at once).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  const match = SITE_IMAGE_FILE_NAME.exec(name);
  const bytes = match ? await readSiteFileOrNull(`images/${name}`, `The site image ${name}`) : null;
  if (!match || !bytes) {
    return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': TYPES[match[2] as keyof typeof TYPES],
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
