import { callerFor } from '@/lib/auth/caller';
import type { AuthUser } from '@/lib/auth/types';
import { revalidatePublicPages } from '@/lib/content/publish';
import type { SiteImage } from '@/lib/data/port';
import { AppError } from '@/lib/errors';
import { readJson, readLimitedBytes } from '@/lib/http/request';
import { userRoute } from '@/lib/auth/user-route';
import { removeSiteImage, replaceSiteImage, saveSiteImageAlt } from '@/lib/site-images/manage';
import { IMAGE_MAX_BYTES, IMAGE_MAX_LABEL, isSiteImageSlot, siteImageUrl } from '@/lib/site-images/slots';
import { altTextBody, type SiteImageAnswer } from './schema';

type Params = { slot: string };

function changeFor(user: AuthUser, slot: string) {
  if (!isSiteImageSlot(slot)) throw new AppError('not_found', 'There is no such image on the site.');
  return { caller: callerFor(user), updatedBy: user.email, slot };
}

// Every page carries the social card in its metadata, and the about photo sits on the home page.
function answer(image: SiteImage): Response {
  revalidatePublicPages();
  const file = image.file && { ...image.file, url: siteImageUrl(image.file.key) };
  return Response.json({ image: { slot: image.slot, altText: image.altText, file } } satisfies SiteImageAnswer);
}

/**
 * One replaceable image of the public site (admins only). POST: the file's bytes as the body,
 * counted as they stream in and refused past the limit, then checked by content. PATCH: its
 * alt text. DELETE: back to the built-in image.
 */
export const POST = userRoute<Params>(
  async ({ request, user, params }) => {
    const change = changeFor(user, params.slot);
    const bytes = await readLimitedBytes(request, IMAGE_MAX_BYTES, `The image is larger than ${IMAGE_MAX_LABEL}.`);
    return answer(await replaceSiteImage(change, bytes));
  },
  { admin: true },
);

export const PATCH = userRoute<Params>(
  async ({ request, user, params }) => {
    const change = changeFor(user, params.slot);
    const { altText } = await readJson(request, altTextBody);
    return answer(await saveSiteImageAlt(change, altText));
  },
  { admin: true },
);

export const DELETE = userRoute<Params>(
  async ({ user, params }) => answer(await removeSiteImage(changeFor(user, params.slot))),
  { admin: true },
);
