import 'server-only';
import { draftMode, headers } from 'next/headers';
import { cache } from 'react';
import { getUser } from '@/lib/auth';
import { reposFor } from '@/lib/auth/repos';
import { secondFactorStanding } from '@/lib/auth/second-factor/standing';
import { getEnv } from '@/lib/env';
import { markEditableTexts } from './edit-marks';

/**
 * The signed-in admin's drafts, by "page/section", when this request is the "Edit page" frame;
 * otherwise null. Three things must hold, all checked here on the server: Next's draft mode (its
 * cookie is set only by /api/content/preview for an admin, and a draft-mode request is rendered
 * for that request alone, never read from or written to the page cache), a frame (the admin's
 * own tabs keep showing the live site, so "View on site" never shows an unpublished draft), and
 * an admin whose sign-in is complete. A static render (the build, a revalidation) sees none.
 */
export const loadDraftPreview = cache(async (): Promise<Map<string, unknown> | null> => {
  if (getEnv().isBuild) return null;
  if (!(await isDraftMode())) return null;
  if ((await headers()).get('sec-fetch-dest') !== 'iframe') return null;
  const user = await getUser();
  if (!user?.isAdmin) return null;
  // As requireUser: a sign-in half done, or one the owner's second-factor rule holds back, is not enough.
  const standing = await secondFactorStanding(user);
  if (!standing.sessionComplete || (standing.required && !standing.hasSecondFactor)) return null;
  const repos = await reposFor(user);
  const [rows, drafts] = await Promise.all([repos.content.list(), repos.pageDrafts.list()]);
  const places = new Map(rows.map((row) => [row.id, `${row.pageName}/${row.sectionName}`]));
  markEditableTexts();
  return new Map(
    drafts.flatMap((draft) => (places.has(draft.contentId) ? [[places.get(draft.contentId)!, draft.content]] : [])),
  );
});

async function isDraftMode(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    // Called outside a request (a script, a test): there is no frame to draw.
    return false;
  }
}
