import type { z } from 'zod';
import type { ChatProject, ProjectChat, ProjectFile } from '@/lib/data/port';
import type { updateProjectBody } from '../bodies';

export type { ProjectAnswer } from '../schema';

// What one project's route answers and what the portal sends it (the route checks with `satisfies`).
export type UpdateProjectRequest = z.input<typeof updateProjectBody>;
/** GET: the project, its chats and its files. */
export type ProjectPageAnswer = { project: ChatProject; chats: ProjectChat[]; files: ProjectFile[] };
