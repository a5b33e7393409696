import 'server-only';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, embed, embedMany, type EmbeddingModel } from 'ai';
import { AppError } from '@/lib/errors';
import { cappedFetch } from '@/lib/net/capped-fetch';
import { userEndpointFetch } from '@/lib/net/user-endpoint';
import type { Provider } from './model-catalogue';
import { EMBEDDINGS_BODY_MAX, embeddingModel as openaiEmbeddingModel } from './providers';

// A turn waits for the embedding before its reply starts; a local model may first have to load.
const EMBED_TIMEOUT_MS = 10_000;
// A long file is embedded once (then its vectors are kept), in one wait of the turn that sends it.
const EMBED_MANY_TIMEOUT_MS = 60_000;
// As memory_embeddings allows; no embedding model gives more.
const MAX_DIMENSIONS = 8192;

/**
 * How one chat turn embeds memory. `modelKey` null: OpenAI's text-embedding-3-small, stored in
 * memories.embedding; otherwise the endpoint and model the vectors are stored and searched under.
 * `embed` answers null when there is no embedder or it failed: memory then uses keywords.
 */
export type MemoryEmbedder = {
  modelKey: string | null;
  embed(text: string): Promise<number[] | null>;
  /** Many texts at once (a long file's chunks, ./attachments/chunks); null as `embed` answers it. */
  embedMany?(texts: string[]): Promise<number[][] | null>;
};

/** Vectors of one endpoint's model are never compared with another endpoint's, even of the same name. */
export function localModelKey(baseUrl: string, model: string): string {
  return `openai-compatible:${new URL(baseUrl).href.replace(/\/+$/, '')}#${model}`;
}

/**
 * The embedder for a turn. The conversation's own provider first (so a local conversation stays
 * local): OpenAI's, or an OpenAI-compatible endpoint's when the user named its embedding model.
 * Then OpenAI only with `openaiKey`, which the caller gives only with the user's consent.
 * Otherwise none: keyword memory.
 */
export function memoryEmbedder(turn: {
  provider: Provider;
  apiKey: string;
  baseUrl: string | null;
  openaiKey: string | null;
  localEmbeddingModel: string;
}): MemoryEmbedder {
  if (turn.provider === 'openai-compatible' && turn.baseUrl && turn.localEmbeddingModel) {
    // The same address policy as the endpoint's chat requests (lib/net/user-endpoint), and its
    // answers read no further than a batch of vectors can need.
    const endpoint = createOpenAICompatible({
      name: 'openai-compatible',
      apiKey: turn.apiKey,
      baseURL: turn.baseUrl,
      fetch: cappedFetch(userEndpointFetch, { max: EMBEDDINGS_BODY_MAX }),
    });
    return embedderOf(endpoint.embeddingModel(turn.localEmbeddingModel), {
      modelKey: localModelKey(turn.baseUrl, turn.localEmbeddingModel),
      label: 'the OpenAI-compatible endpoint',
    });
  }
  const openaiKey = turn.provider === 'openai' ? turn.apiKey : turn.openaiKey;
  if (openaiKey) return embedderOf(openaiEmbeddingModel(openaiKey), { modelKey: null, label: 'OpenAI' });
  return { modelKey: null, embed: async () => null };
}

function embedderOf(model: EmbeddingModel, { modelKey, label }: { modelKey: string | null; label: string }) {
  // After one failure the turn stops asking: saving the memory would only fail the same way.
  let failed = false;
  // Memory search and a long file's search both embed the question: one request serves both.
  let last: { text: string; vector: Promise<number[] | null> } | undefined;
  const embedOnce = (text: string): Promise<number[] | null> => {
    if (last?.text !== text) last = { text, vector: embedText(text) };
    return last.vector;
  };
  const embedText = async (text: string): Promise<number[] | null> => {
    if (failed) return null;
    try {
      const { embedding } = await embed({
        model,
        value: text,
        maxRetries: 1,
        abortSignal: AbortSignal.timeout(EMBED_TIMEOUT_MS),
      });
      if (!usableVector(embedding)) throw new Error('not a usable vector');
      return embedding;
    } catch (error) {
      failed = true;
      console.warn(`Embedding with ${label} failed (${reasonOf(error)}); memory uses keywords for this turn.`);
      return null;
    }
  };
  // A long file's chunks, in batches the SDK sizes for the model; a few at once, with more time.
  const embedTexts = async (texts: string[]): Promise<number[][] | null> => {
    if (failed) return null;
    try {
      const { embeddings } = await embedMany({
        model,
        values: texts,
        maxRetries: 1,
        maxParallelCalls: 2,
        abortSignal: AbortSignal.timeout(EMBED_MANY_TIMEOUT_MS),
      });
      if (embeddings.length !== texts.length || !embeddings.every(usableVector)) throw new Error('not usable vectors');
      return embeddings;
    } catch (error) {
      failed = true;
      console.warn(
        `Embedding with ${label} failed (${reasonOf(error)}); the files are searched by keywords this turn.`,
      );
      return null;
    }
  };
  return { modelKey, embed: embedOnce, embedMany: embedTexts };
}

const usableVector = (vector: number[]) =>
  vector.length > 0 && vector.length <= MAX_DIMENSIONS && vector.every(Number.isFinite);

// Never an error's whole text: it may quote the endpoint's answer (the key is never in it).
function reasonOf(error: unknown): string {
  if (APICallError.isInstance(error)) return error.statusCode ? `HTTP ${error.statusCode}` : 'no answer';
  if (error instanceof AppError) return error.message;
  return error instanceof Error ? error.name : 'unknown error';
}
