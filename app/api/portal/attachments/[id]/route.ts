import { reposFor } from '@/lib/auth/repos';
import { userRoute } from '@/lib/auth/user-route';
import { AppError } from '@/lib/errors';

type Params = { id: string };

// Images and PDFs keep their type; anything else comes back as plain text, never as a page.
const SERVED_AS = new Set(['image/png', 'image/jpeg', 'image/webp', 'application/pdf']);

/** An attachment downloaded again by its owner (row-level security hides everyone else's). */
export const GET = userRoute<Params>(async ({ user, params }) => {
  const file = await (await reposFor(user)).attachments.read(params.id);
  if (!file) throw new AppError('not_found', 'This file is not there (or not yours).');
  const type = SERVED_AS.has(file.mediaType) ? file.mediaType : 'text/plain; charset=utf-8';
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'content-type': type,
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'",
      'cache-control': 'private, no-store',
    },
  });
});
