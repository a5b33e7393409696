import 'server-only';
import { generateText } from 'ai';
import type { ChatSession } from '@/lib/data/port';
import { isAppError } from '@/lib/errors';
import { recordDraftCost, releaseDraft, reserveDraft } from '@/lib/inquiries/reply-draft-cost';
import { sessionTitleFrom } from '../chat-events';
import { estimateTokens } from '../context-window';
import { chatModel } from '../providers';
import type { PreparedTurn } from './prepare';

/** A title is a few words; a model that rambles is cut here. */
const TITLE_TOKENS = 24;
const TITLE_TIMEOUT_MS = 20_000;
/** Enough of the first reply to say what the chat is about, little enough to stay cheap. */
const REPLY_EXCERPT = 600;

const TITLE_INSTRUCTIONS =
  'You name chats. Reply with a short title (at most six words) for the conversation that starts with ' +
  "the user's next message, in the language of that message. No quotes, no trailing punctuation, " +
  'nothing but the title.';

/**
 * After a chat's first exchange, its own model writes its title, with the user's key: one short
 * request, sent once the reply is done and stored (never on the reply's path), counted against
 * the monthly budget like a reply. Null (the first words stay the title) when the user turned
 * this off, the chat was renamed meanwhile, the budget or the provider said no, or nothing usable came.
 */
export async function writeChatTitle(turn: PreparedTurn, reply: string): Promise<ChatSession | null> {
  const { input, repos } = turn;
  const firstWords = sessionTitleFrom(input.message);
  if (!titleWanted(turn)) return null;
  try {
    if (!(await repos.settings.get()).autoTitle) return null;
    const system = `${TITLE_INSTRUCTIONS}\n\nThe assistant answered:\n${reply.slice(0, REPLY_EXCERPT)}`;
    const reservation = await reserveDraft(repos.usage, turn.budget, {
      provider: input.provider,
      model: input.model,
      inputTokens: estimateTokens(system + input.message),
    });
    let result;
    try {
      result = await generateText({
        model: chatModel({ provider: input.provider, apiKey: turn.apiKey, baseUrl: turn.baseUrl }, input.model),
        system,
        messages: [{ role: 'user', content: input.message }],
        maxOutputTokens: Math.min(TITLE_TOKENS, reservation?.maxOutputTokens ?? TITLE_TOKENS),
        maxRetries: 0,
        abortSignal: AbortSignal.timeout(TITLE_TIMEOUT_MS),
      });
    } catch (error) {
      await releaseDraft(repos.usage, reservation);
      throw error;
    }
    await recordDraftCost(repos.usage, reservation, {
      provider: input.provider,
      model: input.model,
      usage: result.usage,
    });
    const title = cleanTitle(result.text);
    if (!title) return null;
    // The user may have renamed the chat while the model was writing: their name wins.
    return await repos.chats.updateSession(input.sessionId, { title, titleWas: firstWords });
  } catch (error) {
    if (isAppError(error) && error.code === 'not_found') return null;
    // The chat keeps its first words as its title; nothing for the user to do.
    console.warn('Writing a chat title failed.', (error as Error).message);
    return null;
  }
}

/** A chat's first exchange, in a chat still called 'New Chat' (the user's setting is read after the reply). */
export const titleWanted = (turn: PreparedTurn): true | undefined =>
  turn.firstMessage && turn.session.title === 'New Chat' && !turn.session.temporary && turn.input.message.trim()
    ? true
    : undefined;

/** The model's answer as a title: without a "Title:" label or wrapping quotes and stars, cut as titles are. */
export function cleanTitle(text: string): string {
  const bare = text
    .trim()
    .replace(/^(title\s*:\s*)/i, '')
    .replace(/^["“”*#\s]+|["“”*\s]+$/g, '');
  return bare ? sessionTitleFrom(bare) : '';
}
