import { uploadProjectFiles } from '@/lib/ai/projects/upload-files';
import { userRoute } from '@/lib/auth/user-route';
import type { ProjectFilesAnswer } from './schema';

type Params = { id: string };

/** Files for the project (multipart: up to 10 `file` parts), checked and stored as attachments are. */
export const POST = userRoute<Params>(async ({ request, user, params }) => {
  const files = await uploadProjectFiles(user, params.id, request);
  return Response.json({ files } satisfies ProjectFilesAnswer, { status: 201 });
});
