// One project's answers, shared with the project list's routes (../schema).
export type { ProjectAnswer, ProjectPageAnswer } from '../schema';
