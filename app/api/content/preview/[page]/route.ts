import { draftMode } from 'next/headers';
import { userRoute } from '@/lib/auth/user-route';
import { editablePagePath, requireEditablePage } from '@/lib/content/editable-pages';

/**
 * The "Edit page" frame's address: turns on Next's draft mode for this admin's browser and sends
 * the frame to the public page, which then draws the admin's draft (lib/content/draft-preview.ts
 * checks the admin again there). A visitor is refused here and never has the cookie.
 */
export const GET = userRoute<{ page: string }>(
  async ({ params }) => {
    const page = requireEditablePage(params.page);
    (await draftMode()).enable();
    // A relative address: the browser resolves it against the one it asked, whatever proxies say.
    return new Response(null, { status: 303, headers: { location: editablePagePath(page) } });
  },
  { admin: true },
);
