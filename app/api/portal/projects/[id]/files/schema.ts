// A project's files' answer, shared with the project routes (../../schema).
export type { ProjectFilesAnswer } from '../../schema';
