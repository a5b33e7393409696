import type { z } from 'zod';
import type { ChatProject, ProjectChat, ProjectFile, ProjectListing } from '@/lib/data/port';
import type { createProjectBody, sessionProjectBody, updateProjectBody } from './bodies';

// What the project routes answer and what the portal sends (the routes check with `satisfies`).
export type CreateProjectRequest = z.input<typeof createProjectBody>;
export type UpdateProjectRequest = z.input<typeof updateProjectBody>;
export type SessionProjectRequest = z.input<typeof sessionProjectBody>;
/** GET /api/portal/projects: the caller's projects, each with its chats' ids. */
export type ProjectListAnswer = { projects: ProjectListing[] };
/** POST, and PATCH on one project: the project as stored now. */
export type ProjectAnswer = { project: ChatProject };
/** GET on one project: it, its chats and its files. */
export type ProjectPageAnswer = { project: ChatProject; chats: ProjectChat[]; files: ProjectFile[] };
/** POST on a project's files: the files stored. */
export type ProjectFilesAnswer = { files: ProjectFile[] };
