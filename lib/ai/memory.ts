import 'server-only';
import { embed } from 'ai';
import type { MemoryRepo } from '@/lib/data/port';
import { embeddingModel } from './providers';

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

async function embedText(openaiKey: string, value: string): Promise<number[]> {
  const { embedding } = await embed({ model: embeddingModel(openaiKey), value, maxRetries: 1 });
  return embedding;
}

/**
 * Memories related to `text`: semantic search with the user's OpenAI key, keyword search
 * without one. A failure is logged and yields none: memory must never block a chat.
 */
export async function recallMemories(repo: MemoryRepo, text: string, openaiKey: string | null): Promise<string[]> {
  try {
    const matches = openaiKey
      ? await repo.search({
          embedding: await embedText(openaiKey, text),
          threshold: MEMORY_THRESHOLD,
          count: MEMORY_RECALL_COUNT,
        })
      : await repo.searchText({ query: text, count: MEMORY_RECALL_COUNT });
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
  openaiKey: string | null,
): Promise<void> {
  if (!shouldRemember(exchange.userMessage, exchange.reply)) return;
  const content = exchange.reply.slice(0, STORED_REPLY_LENGTH);
  try {
    await repo.add({
      content,
      embedding: openaiKey ? await embedText(openaiKey, content) : null,
      metadata: { session_id: exchange.sessionId, timestamp: new Date().toISOString(), importance: MEMORY_IMPORTANCE },
      importanceScore: MEMORY_IMPORTANCE,
    });
  } catch (error) {
    console.warn('Saving a memory failed.', (error as Error).message);
  }
}
