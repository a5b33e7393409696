import { notFound } from 'next/navigation';
import { requireUser } from '@/lib/auth';
import { reposFor } from '@/lib/auth/repos';
import { isUuid } from '@/lib/data/ids';
import { ProjectPage } from '../../_components/projects/project-page';

type Props = { params: Promise<{ id: string }> };

/**
 * /ai-portal/projects/[id]: a project's page, shown in the portal in place of the chat. Read on
 * the server through the user's own repos (row-level security in Supabase mode): another user's
 * project, a deleted one or a made-up id is "Project not found".
 */
export default async function ProjectRoute({ params }: Props) {
  const { id } = await params;
  const user = await requireUser();
  if (!isUuid(id)) notFound();
  const repos = await reposFor(user);
  const project = await repos.projects.get(id);
  if (!project) notFound();
  const [chats, files] = await Promise.all([repos.projects.chats(id), repos.attachments.listForProject(id)]);
  return <ProjectPage key={id} initial={{ project, chats, files }} />;
}
