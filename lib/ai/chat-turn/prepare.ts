import 'server-only';
import { callerFor } from '@/lib/auth/caller';
import type { AuthUser } from '@/lib/auth/types';
import { getData } from '@/lib/data';
import { turnAlreadyRunning } from '@/lib/data/errors';
import type { AttachmentContent, ChatMessage, ChatSession, DocumentSource, Repos } from '@/lib/data/port';
import { getEnv } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { fitLongDocuments } from '../attachments/chunks/fit';
import { attachedText, attachmentsForTurn, attachmentsResent, withAttachments } from '../attachments/turn-parts';
import type { ContextCut } from '../chat-events';
import { openChatKeys } from '../api-key-open';
import { fitToContext, type FittedContext } from '../context-window';
import { projectTurnContext } from '../projects/turn-context';
import { recallMemories, memorySystemMessage, type RecalledMemory } from '../memory';
import { memoryEmbedder, type MemoryEmbedder } from '../memory-embedder';
import { contextTokensOf, providerCatalogue, type Provider } from '../model-catalogue';
import { turnIsAlive } from '../reply-liveness';
import { sentAsContext } from '../compare/alternates';
import { budgetGate, type BudgetGate } from '../usage/budget';
import type { Reservation } from '../usage/reservation';
import { connectTurnTools, type TurnTools } from '../tools/turn-tools';
import { withoutUnanswered } from './unanswered';

export type ChatInput = {
  sessionId: string;
  message: string;
  provider: Provider;
  model: string;
  /** Regenerate or Edit: the session's last user message, answered again with `message` as its text. */
  resendOf?: string;
  /** Uploaded files sent with this message (../attachments). */
  attachmentIds?: string[];
};

/** Everything a turn needs once it may no longer be refused: the reply can start. */
export type PreparedTurn = {
  input: ChatInput;
  repos: Repos;
  session: ChatSession;
  /** Regenerate or Edit: the stored question answered again (its text as stored). */
  question?: ChatMessage;
  /** True for a session's first message, which renames a session still called 'New Chat'. */
  firstMessage: boolean;
  /** A Regenerate or Edit (a Retry) whose question has only failed replies after it: a new failure replaces them. */
  retriesFailure: boolean;
  label: string;
  apiKey: string;
  /** The saved key's id (api_keys.id), recorded with the reply for its usage. */
  apiKeyId: string;
  baseUrl: string | null;
  /** The signed-in user's id (the memory extracted after the reply is theirs). */
  userId: string;
  /** How this turn's memory is embedded (the same for its search and its save). */
  memory: MemoryEmbedder;
  /** Memory on for this turn (the user's switch, and not a temporary chat): recalled memories sent, facts extracted after the reply. */
  memoryOn: boolean;
  /** The memories sent with this turn, kept with its reply. */
  memoriesUsed: RecalledMemory[];
  instructions: FittedContext['instructions'];
  messages: FittedContext['messages'];
  context: ContextCut;
  /** The files sent with the new message, bound to it once it is stored; absent without files. */
  attachments?: AttachmentContent[];
  /** The parts of long files (../attachments/chunks) and project files sent; absent when none was. */
  sources?: DocumentSource[];
  /** "Stop at the budget": what its check found, for the reservation (./reserve); null without it. */
  budget: BudgetGate | null;
  /** The turn's budget reservation (./reserve), whose reply cap its request carries; absent without a budget. */
  reservation?: Reservation;
  /** The MCP tools this chat has on, connected for this turn (../tools); null when none is on. */
  tools: TurnTools | null;
};

/**
 * The part of a chat turn that can say no (so it answers 4xx): the session (with its history,
 * in one read), the keys, memory and the context window. Nothing is written here.
 */
export async function prepareTurn(
  user: AuthUser,
  input: ChatInput,
  // Compare columns run no tools: nothing is connected for them.
  { withTools = true }: { withTools?: boolean } = {},
): Promise<PreparedTurn> {
  const data = await getData();
  const caller = callerFor(user);
  const repos = data.forCaller(caller);
  // sessionWithHistory refuses an unknown (or someone else's) session with not_found.
  const viaOtherProvider = input.provider !== 'openai';
  const [{ session, messages: history, toolChoices }, stored, openaiStored, settings] = await data.readTogether(
    caller,
    (reads) =>
      Promise.all([
        // The tools this chat has on (../tools), from what the session's one read holds; none readable: none on.
        reads.chats.sessionWithHistory(input.sessionId).then(async (found) => ({
          ...found,
          toolChoices: await reads.mcpServers
            .choicesForTurn({
              sessionId: input.sessionId,
              projectId: found.session.projectId,
              toolsChosen: found.session.toolsChosen,
            })
            .catch(() => []),
        })),
        reads.apiKeys.getActive(input.provider),
        viaOtherProvider ? reads.apiKeys.getActive('openai').catch(() => null) : null,
        // Unreadable settings count as no consent and memory off: nothing is sent the user may not want.
        reads.settings.get().catch(() => null),
      ]),
  );
  // One reply at a time per session, whichever tab or instance is writing it.
  if (turnIsAlive(session, history, getEnv().CHAT_IDLE_TIMEOUT_SECONDS * 1000)) throw turnAlreadyRunning();
  const earlier = input.resendOf ? historyBefore(history, input.resendOf) : history;
  if (!stored) throw new AppError('invalid_input', `No API key found for ${input.provider}`);
  // "Stop at the budget": a spent monthly budget refuses the turn before anything is sent anywhere;
  // the turn's reservation (./reserve) follows once its input is known.
  const budget = await budgetGate(repos.usage);
  // Memory search embeds the message: with the conversation's own provider when it can (a local
  // endpoint given its embedding model in Settings), with OpenAI only when the user agreed in
  // Settings, else by keywords, here. Nothing leaves for a provider the user did not pick.
  const { apiKey, openaiKey } = await openChatKeys(user, repos.apiKeys, {
    provider: input.provider,
    stored,
    openaiStored: viaOtherProvider && settings?.memoryViaOpenai ? openaiStored : null,
  });
  const memory = memoryEmbedder({
    provider: input.provider,
    apiKey,
    baseUrl: stored.baseUrl,
    openaiKey,
    localEmbeddingModel: settings?.localEmbeddingModel ?? '',
  });

  // Only a turn with files reads them (and a Regenerate or Edit, its question's): a plain message costs no extra query.
  const attachments = input.attachmentIds?.length
    ? await attachmentsForTurn(repos, { ...input, attachmentIds: input.attachmentIds })
    : input.resendOf
      ? await attachmentsResent(repos, { ...input, resendOf: input.resendOf })
      : undefined;
  // Memory off (the user's switch), or a temporary chat (the session's own flag, read here on the
  // server): no memory is searched or sent, and none is extracted after.
  const memoryOn = settings?.memoryEnabled === true && !session.temporary;
  const memories = memoryOn ? await recallMemories(repos.memories, input.message, memory) : [];
  // Files too long for their share of the window go as the parts that answer the question.
  const documents = attachments
    ? await fitLongDocuments(repos, {
        files: attachments,
        question: input.message,
        embedder: memory,
        contextTokens: contextTokensOf(input.provider, input.model),
      })
    : null;
  const sentFiles = documents?.sent ?? attachments;
  // A chat in a project: the project's instructions, and the passages of its files that answer.
  const project = await projectTurnContext(repos, {
    projectId: session.projectId,
    question: input.message,
    embedder: memory,
    contextTokens: contextTokensOf(input.provider, input.model),
  });
  const sources = [...(documents?.sources ?? []), ...(project?.sources ?? [])];
  const { instructions, messages, ...context } = fitToContext({
    // The project's instructions go first, then the session's own, the project's passages, and
    // what the assistant remembers about the user.
    system: [
      ...(project?.instructions ? [{ role: 'system' as const, content: project.instructions }] : []),
      ...(session.systemPrompt ? [{ role: 'system' as const, content: session.systemPrompt }] : []),
      ...(project?.passages ? [{ role: 'system' as const, content: project.passages }] : []),
      ...(memories.length
        ? [{ role: 'system' as const, content: memorySystemMessage(memories.map((m) => m.content)) }]
        : []),
    ],
    // Compare replies not kept are alternates: shown, never sent.
    // A question left without a reply is not sent: the model would answer it along with this one.
    // A reply that failed before any text is shown with its error, never sent.
    history: withoutUnanswered(earlier.filter((message) => !failedWithoutText(message))).filter(sentAsContext),
    message: sentFiles ? `${attachedText(sentFiles)}\n${input.message}` : input.message,
    contextTokens: contextTokensOf(input.provider, input.model),
  });
  // Last, as it opens connections: a server that cannot be reached refuses the turn here.
  const tools = withTools ? await connectTurnTools(repos.mcpServers, toolChoices, user.id) : null;
  return {
    input,
    repos,
    session,
    question: input.resendOf ? history[earlier.length] : undefined,
    firstMessage: earlier.length === 0,
    retriesFailure: !!input.resendOf && history.slice(earlier.length + 1).every(failedWithoutText),
    label: providerCatalogue[input.provider].label,
    apiKey,
    apiKeyId: stored.id,
    baseUrl: stored.baseUrl,
    userId: user.id,
    memory,
    memoryOn,
    memoriesUsed: memories,
    instructions,
    messages: sentFiles ? withAttachments(messages, input, sentFiles) : messages,
    context,
    attachments,
    ...(sources.length ? { sources } : {}),
    budget,
    tools,
  };
}

const failedWithoutText = (message: ChatMessage) => !!message.error && !message.content;

/**
 * The conversation before the message a Regenerate or Edit answers again. Only the last user
 * message qualifies: going back further would drop questions the user did not ask to drop.
 */
function historyBefore(history: ChatMessage[], messageId: string): ChatMessage[] {
  const at = history.findIndex((message) => message.id === messageId);
  if (at < 0) throw new AppError('not_found', 'That message is no longer in this chat.');
  if (history[at]!.role !== 'user' || history.slice(at + 1).some((message) => message.role === 'user'))
    throw new AppError('conflict', 'Only the last message can be edited or answered again.');
  return history.slice(0, at);
}
