import { createHash } from 'node:crypto';
import { thumbnailOf } from '@/lib/ai/attachments/thumbnail';
import { reposFor } from '@/lib/auth/repos';
import { userRoute } from '@/lib/auth/user-route';
import { AppError } from '@/lib/errors';

type Params = { id: string };

// Stored images were re-encoded to one of these on upload (lib/ai/attachments/prepare-image).
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

/**
 * An image attachment shown in the page, to its owner only: `?size=thumbnail` the small one a
 * message shows, else the original it opens. The repository reads only the caller's own files
 * (and row-level security hides everyone else's). A file never changes under its id, so the
 * browser keeps it, privately, for good; the ETag is the content's hash (and the size's).
 */
export const GET = userRoute<Params>(async ({ request, user, params }) => {
  const file = await (await reposFor(user)).attachments.read(params.id);
  if (!file || !IMAGE_TYPES.has(file.mediaType))
    throw new AppError('not_found', 'This picture is not there (or not yours).');
  const thumbnail = new URL(request.url).searchParams.get('size') === 'thumbnail';
  const hash = createHash('sha256').update(file.bytes).digest('base64url');
  const etag = `"${thumbnail ? 't-' : ''}${hash}"`;
  const headers = {
    'content-type': thumbnail ? 'image/webp' : file.mediaType,
    'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "sandbox; default-src 'none'",
    'cache-control': 'private, max-age=31536000, immutable',
    etag,
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  const bytes = thumbnail ? await thumbnailOf(file.bytes) : file.bytes;
  return new Response(new Uint8Array(bytes), { headers });
});
