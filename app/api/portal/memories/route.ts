import { extractionsSettled } from '@/lib/ai/memory-jobs';
import { reposFor } from '@/lib/auth/repos';
import { userRoute } from '@/lib/auth/user-route';
import { readJson } from '@/lib/http/request';
import { memoryBody } from '../schemas';
import type { MemoryAnswer, MemoryListAnswer } from './schema';

/**
 * The user's memories, and which search recalls them: semantic needs an OpenAI key, and in
 * conversations with an OpenAI-compatible endpoint the embedding model named in Settings.
 * Facts still being extracted from the last reply are waited for, so they are listed.
 */
export const GET = userRoute(async ({ user }) => {
  await extractionsSettled(user.id);
  const repos = await reposFor(user);
  const [memories, openaiKey, settings] = await Promise.all([
    repos.memories.list(),
    repos.apiKeys.getActive('openai'),
    // The list matters more than the note about local conversations.
    repos.settings.get().catch(() => null),
  ]);
  return Response.json({
    memories,
    search: openaiKey ? 'embeddings' : 'full-text',
    localModel: settings?.localEmbeddingModel || null,
  } satisfies MemoryListAnswer);
});

/** A memory written by hand. It has no vectors: keyword search recalls it. */
export const POST = userRoute(async ({ request, user }) => {
  const { content } = await readJson(request, memoryBody, 4096);
  const memory = await (
    await reposFor(user)
  ).memories.add({
    content,
    embedding: null,
    metadata: { source: 'user', timestamp: new Date().toISOString() },
    importanceScore: 1,
  });
  return Response.json({ memory } satisfies MemoryAnswer, { status: 201 });
});

export const DELETE = userRoute(async ({ user }) => {
  await (await reposFor(user)).memories.deleteAll();
  return new Response(null, { status: 204 });
});
