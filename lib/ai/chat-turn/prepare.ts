import 'server-only';
import { callerFor } from '@/lib/auth/caller';
import type { AuthUser } from '@/lib/auth/types';
import { getData } from '@/lib/data';
import type { ChatSession, Repos } from '@/lib/data/port';
import { AppError } from '@/lib/errors';
import type { ContextCut } from '../chat-events';
import { openChatKeys } from '../chat-keys';
import { fitToContext, type FittedContext } from '../context-window';
import { recallMemories, memorySystemMessage } from '../memory';
import { contextTokensOf, providerCatalogue, type Provider } from '../models';

export type ChatInput = { sessionId: string; message: string; provider: Provider; model: string };

/** Everything a turn needs once it may no longer be refused: the reply can start. */
export type PreparedTurn = {
  input: ChatInput;
  repos: Repos;
  session: ChatSession;
  /** True for a session's first message, which renames a session still called 'New Chat'. */
  firstMessage: boolean;
  label: string;
  apiKey: string;
  baseUrl: string | null;
  openaiKey: string | null;
  instructions: FittedContext['instructions'];
  messages: FittedContext['messages'];
  context: ContextCut;
};

/**
 * The part of a chat turn that can say no (so it answers 4xx): the session (with its history,
 * in one read), the keys, memory and the context window. Nothing is written here.
 */
export async function prepareTurn(user: AuthUser, input: ChatInput): Promise<PreparedTurn> {
  const data = await getData();
  const caller = callerFor(user);
  const repos = data.forCaller(caller);
  // sessionWithHistory refuses an unknown (or someone else's) session with not_found.
  const viaOtherProvider = input.provider !== 'openai';
  const [{ session, messages: history }, stored, openaiStored, settings] = await data.readTogether(caller, (reads) =>
    Promise.all([
      reads.chats.sessionWithHistory(input.sessionId),
      reads.apiKeys.getActive(input.provider),
      viaOtherProvider ? reads.apiKeys.getActive('openai').catch(() => null) : null,
      // Unreadable settings count as no consent: the conversation then stays with its provider.
      viaOtherProvider ? reads.settings.get().catch(() => null) : null,
    ]),
  );
  if (!stored) throw new AppError('invalid_input', `No API key found for ${input.provider}`);
  // Memory search embeds the message. In a conversation with another provider (a local model,
  // say) it goes to OpenAI only when the user agreed in Settings; otherwise memory is searched
  // by keywords, here, and nothing leaves for a provider the user did not pick.
  const { apiKey, openaiKey } = await openChatKeys(user, repos.apiKeys, {
    provider: input.provider,
    stored,
    openaiStored: settings?.memoryViaOpenai ? openaiStored : null,
  });

  const memories = await recallMemories(repos.memories, input.message, openaiKey);
  const { instructions, messages, ...context } = fitToContext({
    system: memories.length ? [{ role: 'system', content: memorySystemMessage(memories) }] : [],
    history,
    message: input.message,
    contextTokens: contextTokensOf(input.provider, input.model),
  });
  return {
    input,
    repos,
    session,
    firstMessage: history.length === 0,
    label: providerCatalogue[input.provider].label,
    apiKey,
    baseUrl: stored.baseUrl,
    openaiKey,
    instructions,
    messages,
    context,
  };
}
