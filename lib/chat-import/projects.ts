import 'server-only';
import type { ImportSessionRow, ProjectRepo } from '@/lib/data/port';

/**
 * Chats exported from a project go back into one: the caller's project of that name, or a new
 * one with the exported instructions. The project's files are not in an export (as a chat's
 * attachments are not: listed by name only), so a new project starts without them.
 */
export async function placeInProjects(projects: ProjectRepo, sessions: ImportSessionRow[]): Promise<void> {
  const named = sessions.filter((session) => session.project);
  if (!named.length) return;
  const existing = new Map((await projects.list()).map((project) => [project.name, project.id]));
  for (const session of named) {
    const { name, instructions } = session.project!;
    let id = existing.get(name);
    if (!id) {
      id = (await projects.create({ name, instructions })).id;
      existing.set(name, id);
    }
    session.projectId = id;
  }
}
