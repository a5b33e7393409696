import type { z } from 'zod';
import type { ChatProject, ProjectListing } from '@/lib/data/port';
import type { createProjectBody } from './bodies';

// What the project routes answer and what the portal sends (the routes check with `satisfies`).
export type CreateProjectRequest = z.input<typeof createProjectBody>;
/** GET /api/portal/projects: the caller's projects, each with its chats' ids. */
export type ProjectListAnswer = { projects: ProjectListing[] };
/** POST, and PATCH on one project: the project as stored now. */
export type ProjectAnswer = { project: ChatProject };
