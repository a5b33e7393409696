import { reposFor } from '@/lib/auth/repos';
import { userRoute } from '@/lib/auth/user-route';
import type { MemoryListAnswer } from './schema';

/**
 * The user's memories, and which search recalls them: semantic needs an OpenAI key, and in
 * conversations with an OpenAI-compatible endpoint the embedding model named in Settings.
 */
export const GET = userRoute(async ({ user }) => {
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

export const DELETE = userRoute(async ({ user }) => {
  await (await reposFor(user)).memories.deleteAll();
  return new Response(null, { status: 204 });
});
