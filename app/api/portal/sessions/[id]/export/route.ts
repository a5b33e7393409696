import { callerFor } from '@/lib/auth/caller';
import { attachmentDisposition } from '@/lib/chat-export/file-name';
import { exportSession } from '@/lib/chat-export/format';
import { getData } from '@/lib/data';
import { AppError } from '@/lib/errors';
import { userRoute } from '@/lib/auth/user-route';
import { parseOrThrow } from '@/lib/validation';
import { exportSessionQuery } from '../../../schemas';

const CONTENT_TYPE = { md: 'text/markdown; charset=utf-8', json: 'application/json; charset=utf-8' } as const;

/** One of the caller's sessions as a Markdown or JSON download; anyone else's id is not found. */
export const GET = userRoute<{ id: string }>(async ({ request, user, params }) => {
  const { format } = parseOrThrow(exportSessionQuery, {
    format: new URL(request.url).searchParams.get('format') ?? undefined,
  });
  // One snapshot: the messages belong to the session read with them.
  const found = await (
    await getData()
  ).readTogether(callerFor(user), async ({ chats, attachments, projects }) => {
    const session = await chats.getSession(params.id);
    if (!session) return null;
    const [messages, files, project] = await Promise.all([
      chats.listMessages(session.id),
      attachments.listForSession(session.id),
      projects.ofSession(session.id),
    ]);
    const projectFiles = project ? await attachments.listForProject(project.id) : [];
    return { session, messages, files, project: project && { project, files: projectFiles } };
  });
  if (!found) throw new AppError('not_found', 'Chat session not found.');
  return new Response(exportSession(found.session, found.messages, format, new Date(), found.files, found.project), {
    headers: {
      'Content-Type': CONTENT_TYPE[format],
      'Content-Disposition': attachmentDisposition(found.session.title, format),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
