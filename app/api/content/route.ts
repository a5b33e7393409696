import { listSectionsForEditor } from '@/lib/content/editor-sections';
import { userRoute } from '@/lib/auth/user-route';

/** Every page section with its version and editor, for the content editor. */
export const GET = userRoute(
  async ({ user }) => {
    const sections = await listSectionsForEditor(user);
    return Response.json({ sections });
  },
  { admin: true },
);
