import type { ProjectFile } from '@/lib/data/port';

/** POST on a project's files: the files stored (the route checks with `satisfies`). */
export type ProjectFilesAnswer = { files: ProjectFile[] };
