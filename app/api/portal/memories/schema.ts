import type { Memory } from '@/lib/data/port';

/** GET: the user's memories and which search recalls them. */
export type MemoryListAnswer = {
  memories: Memory[];
  search: 'embeddings' | 'full-text';
  /** The embedding model of the user's OpenAI-compatible endpoint, if named. */
  localModel: string | null;
};

/** POST (add) and PATCH (edit): the memory as stored. */
export type MemoryAnswer = { memory: Memory };
