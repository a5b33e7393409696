import 'server-only';
import type { MemoryMatch, MemoryRepo } from '@/lib/data/port';
import type { MemoryEmbedder } from './memory-embedder';

export const MEMORY_THRESHOLD = 0.7;
export const MEMORY_RECALL_COUNT = 5;
export const MEMORY_IMPORTANCE = 0.7;
const STORED_REPLY_LENGTH = 500;

export function shouldRemember(userMessage: string, reply: string): boolean {
  return userMessage.length > 50 || reply.length > 100;
}

export function memorySystemMessage(memories: string[]): string {
  return [
    'Relevant memories from previous conversations with this user:',
    ...memories.map((memory) => `[${memory}]`),
    'Use these memories to personalise your reply when they are relevant.',
  ].join('\n');
}

/**
 * Memories related to `text`: semantic search with the turn's embedder, keyword search without
 * one or when embedding failed. A failure is logged and yields none: memory must never block a chat.
 */
export async function recallMemories(repo: MemoryRepo, text: string, embedder: MemoryEmbedder): Promise<string[]> {
  try {
    const embedding = await embedder.embed(text);
    const query = { threshold: MEMORY_THRESHOLD, count: MEMORY_RECALL_COUNT };
    const byWords = () => repo.searchText({ query: text, count: MEMORY_RECALL_COUNT });
    let matches: MemoryMatch[];
    if (!embedding) matches = await byWords();
    else if (!embedder.modelKey) matches = await repo.search({ ...query, embedding });
    else {
      // Memories saved before this model was named (or by another) have none of its vectors:
      // keywords may still find them, after the model's own matches.
      const byMeaning = await repo.searchByModel({ ...query, model: embedder.modelKey, embedding });
      const more = byMeaning.length < MEMORY_RECALL_COUNT ? await byWords() : [];
      const seen = new Set(byMeaning.map((match) => match.id));
      matches = [...byMeaning, ...more.filter((match) => !seen.has(match.id))].slice(0, MEMORY_RECALL_COUNT);
    }
    return matches.map((match) => match.content);
  } catch (error) {
    console.warn('Memory search failed; continuing without memories.', (error as Error).message);
    return [];
  }
}

/** Saves the exchange when it is worth remembering; failures are logged, never shown. */
export async function rememberExchange(
  repo: MemoryRepo,
  exchange: { userMessage: string; reply: string; sessionId: string },
  embedder: MemoryEmbedder,
): Promise<void> {
  if (!shouldRemember(exchange.userMessage, exchange.reply)) return;
  const content = exchange.reply.slice(0, STORED_REPLY_LENGTH);
  try {
    const embedding = await embedder.embed(content);
    const { modelKey } = embedder;
    await repo.add({
      content,
      embedding: modelKey ? null : embedding,
      modelEmbedding: modelKey && embedding ? { model: modelKey, embedding } : undefined,
      metadata: { session_id: exchange.sessionId, timestamp: new Date().toISOString(), importance: MEMORY_IMPORTANCE },
      importanceScore: MEMORY_IMPORTANCE,
    });
  } catch (error) {
    console.warn('Saving a memory failed.', (error as Error).message);
  }
}
