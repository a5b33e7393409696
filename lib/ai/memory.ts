import 'server-only';
import type { MemoryMatch, MemoryRepo } from '@/lib/data/port';
import type { MemoryEmbedder } from './memory-embedder';

export const MEMORY_THRESHOLD = 0.7;
export const MEMORY_RECALL_COUNT = 5;
export const MEMORY_IMPORTANCE = 0.7;

/** A memory recalled for a turn: its text goes to the model, its id is kept with the reply. */
export type RecalledMemory = Pick<MemoryMatch, 'id' | 'content'>;

export function memorySystemMessage(memories: string[]): string {
  return [
    'Relevant memories from previous conversations with this user:',
    ...memories.map((memory) => `[${memory}]`),
    'Use these memories to personalise your reply when they are relevant.',
  ].join('\n');
}

/**
 * Memories related to `text`: semantic search with the turn's embedder first, then keywords for
 * the rest (memories written or edited by hand have no vectors: keywords find them).
 * A failure is logged and yields none: memory must never block a chat.
 */
export async function recallMemories(
  repo: MemoryRepo,
  text: string,
  embedder: MemoryEmbedder,
): Promise<RecalledMemory[]> {
  try {
    const embedding = await embedder.embed(text);
    const query = { threshold: MEMORY_THRESHOLD, count: MEMORY_RECALL_COUNT };
    const byMeaning: MemoryMatch[] = !embedding
      ? []
      : embedder.modelKey
        ? await repo.searchByModel({ ...query, model: embedder.modelKey, embedding })
        : await repo.search({ ...query, embedding });
    const more =
      byMeaning.length < MEMORY_RECALL_COUNT ? await repo.searchText({ query: text, count: MEMORY_RECALL_COUNT }) : [];
    const seen = new Set(byMeaning.map((match) => match.id));
    return [...byMeaning, ...more.filter((match) => !seen.has(match.id))]
      .slice(0, MEMORY_RECALL_COUNT)
      .map(({ id, content }) => ({ id, content }));
  } catch (error) {
    console.warn('Memory search failed; continuing without memories.', (error as Error).message);
    return [];
  }
}
