// What the portal sends to move a chat into a project or out of any (the route answers 204).
export type { SessionProjectRequest } from '@/app/api/portal/projects/schema';
