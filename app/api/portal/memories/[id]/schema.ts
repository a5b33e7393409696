/** PATCH (edit): the memory as stored, as the list's POST answers. */
export type { MemoryAnswer } from '../schema';
