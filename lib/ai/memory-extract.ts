import 'server-only';
import { generateText } from 'ai';
import { z } from 'zod';
import type { MemoryRepo } from '@/lib/data/port';
import type { MemoryEmbedder } from './memory-embedder';
import { MEMORY_IMPORTANCE } from './memory';
import type { Provider } from './model-catalogue';
import { EXTRACTION_INSTRUCTIONS, MEMORY_FACT_MAX } from './memory-prompt';
import { chatModel } from './providers';

const FACTS_PER_REPLY = 5;
// The exchange as the model reads it: enough for the facts a user states, not a whole long reply.
const EXCHANGE_CHARS = 4000;

const factsAnswer = z.array(z.string()).max(50);

/**
 * The facts in the model's answer: the answer must be a JSON array of strings (a code fence around
 * it allowed), nothing else: prose that merely holds brackets, say a code sample, gives none.
 */
export function factsFrom(answer: string, known: string[]): string[] {
  const body = answer
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  if (!body.startsWith('[') || !body.endsWith(']')) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  const facts = factsAnswer.safeParse(parsed);
  if (!facts.success) return [];
  const seen = new Set(known.map(normalised));
  const kept: string[] = [];
  for (const fact of facts.data.map((text) => text.trim().replace(/\s+/g, ' '))) {
    if (fact.length < 3 || fact.length > MEMORY_FACT_MAX || seen.has(normalised(fact))) continue;
    seen.add(normalised(fact));
    kept.push(fact);
  }
  return kept.slice(0, FACTS_PER_REPLY);
}

const normalised = (text: string) => text.toLowerCase().replace(/[.\s]+$/, '');

export type Extraction = {
  repo: MemoryRepo;
  /** The turn's provider, key and model: the facts are the user's model's, with the user's key. */
  credentials: { provider: Provider; apiKey: string; baseUrl: string | null };
  model: string;
  embedder: MemoryEmbedder;
  question: string;
  reply: string;
  sessionId: string;
  /** The memories the turn recalled: the model is told them, and none is stored twice. */
  known: string[];
};

/** Asks the turn's model for durable facts about the user and stores each; none, nothing is stored. */
export async function extractMemories(job: Extraction): Promise<number> {
  const known = job.known.length ? `\n\nAlready known:\n${job.known.map((fact) => `- ${fact}`).join('\n')}` : '';
  const { text } = await generateText({
    model: chatModel(job.credentials, job.model),
    system: EXTRACTION_INSTRUCTIONS,
    prompt:
      `The user wrote:\n${job.question.slice(0, EXCHANGE_CHARS)}\n\n` +
      `The assistant answered:\n${job.reply.slice(0, EXCHANGE_CHARS)}${known}`,
    maxOutputTokens: 400,
    maxRetries: 1,
    abortSignal: AbortSignal.timeout(30_000),
  });
  const facts = factsFrom(text, job.known);
  for (const content of facts) {
    const embedding = await job.embedder.embed(content);
    const { modelKey } = job.embedder;
    await job.repo.add({
      content,
      embedding: modelKey ? null : embedding,
      modelEmbedding: modelKey && embedding ? { model: modelKey, embedding } : undefined,
      metadata: { session_id: job.sessionId, timestamp: new Date().toISOString(), importance: MEMORY_IMPORTANCE },
      importanceScore: MEMORY_IMPORTANCE,
    });
  }
  return facts.length;
}
