import 'server-only';
import { generateText } from 'ai';
import { reposFor } from '@/lib/auth/repos';
import type { AuthUser } from '@/lib/auth/types';
import { estimateTokens } from '@/lib/ai/context-window';
import { NO_KEY_MESSAGE, openDraftKey, pickDraftKey } from '@/lib/ai/draft-key';
import { providerDescriptor } from '@/lib/ai/model-catalogue';
import { describeProviderError } from '@/lib/ai/provider-errors';
import { chatModel } from '@/lib/ai/providers';
import { budgetGate } from '@/lib/ai/usage/budget';
import { getData } from '@/lib/data';
import type { Inquiry } from '@/lib/data/port';
import { isUuid } from '@/lib/data/ids';
import { AppError } from '@/lib/errors';
import { bucketName, takeAttempt, type Limit } from '@/lib/rate-limit';
import { recordDraftCost, releaseDraft, reserveDraft } from './reply-draft-cost';
import { siteFactsFor } from './reply-context';
import { getReplyInstructions } from './reply-instructions';
import { topicLabel } from './topics';

/** Each draft is a paid request on the admin's own key: plenty for a person, little for a runaway script. */
export const REPLY_DRAFT_LIMIT: Limit = { max: 20, windowSeconds: 600 };
/** About 500 words: a reply, never an essay. */
const REPLY_TOKENS = 700;
const REPLY_CHARS = 5000;
const DRAFT_TIMEOUT_MS = 45_000;

/** A drafted reply and what it cost the admin (null: the model has no known price). */
export type ReplyDraft = { text: string; costUsd: number | null };

function inquiryText(inquiry: Inquiry): string {
  return [
    `Topic: ${topicLabel(inquiry.topic)}`,
    `From: ${inquiry.name}`,
    ...(inquiry.location ? [`Street address or ZIP: ${inquiry.location}`] : []),
    `Message:\n${inquiry.message}`,
  ].join('\n');
}

/**
 * A reply to one inquiry, written on the server with the signed-in admin's own saved key from the
 * inquiry and the site's saved content, in the owner's voice (their instructions). Nothing is sent
 * or stored but its cost, counted against the admin's monthly budget like a chat reply.
 */
export async function draftInquiryReply(user: AuthUser, inquiryId: string): Promise<ReplyDraft> {
  // The route checks too; this is the path that reads the inquiry and spends on the key.
  if (!user.isAdmin) throw new AppError('forbidden', 'Only an admin can draft replies to inquiries.');
  const [data, repos] = await Promise.all([getData(), reposFor(user)]);
  const inquiry = isUuid(inquiryId) ? await repos.inquiries.get(inquiryId) : null;
  if (!inquiry) throw new AppError('not_found', 'That inquiry is no longer here. Reload the page.');
  const chosen = pickDraftKey(await repos.apiKeys.list());
  if (!chosen) throw new AppError('invalid_input', NO_KEY_MESSAGE);
  await takeAttempt(
    data.rateLimits,
    [[bucketName('reply-draft', user.id), REPLY_DRAFT_LIMIT]],
    (wait) => `Too many drafts. Try again in ${wait}.`,
  );
  const gate = await budgetGate(repos.usage);
  const credentials = await openDraftKey(user, repos.apiKeys, chosen);
  const [{ instructions }, facts] = await Promise.all([getReplyInstructions(user), siteFactsFor(inquiry.topic)]);
  const system =
    `You draft e-mail replies to people who wrote through a small business's website. The owner's ` +
    `instructions:\n${instructions}\n\nWhat the owner's website says:\n${facts}`;
  const prompt = `Draft the reply to this inquiry. Answer with the reply's text only.\n\n${inquiryText(inquiry)}`;
  const model = chosen.model;
  const reservation = await reserveDraft(repos.usage, gate, {
    provider: credentials.provider,
    model,
    inputTokens: estimateTokens(system + prompt),
  });
  let result;
  try {
    result = await generateText({
      model: chatModel(credentials, model),
      system,
      prompt,
      maxOutputTokens: Math.min(REPLY_TOKENS, reservation?.maxOutputTokens ?? REPLY_TOKENS),
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(DRAFT_TIMEOUT_MS),
    });
  } catch (error) {
    await releaseDraft(repos.usage, reservation);
    throw new AppError(
      'unavailable',
      describeProviderError(error, providerDescriptor(credentials.provider).shortLabel),
    );
  }
  const costUsd = await recordDraftCost(repos.usage, reservation, {
    provider: credentials.provider,
    model,
    usage: result.usage,
  });
  const text = result.text.trim().slice(0, REPLY_CHARS);
  if (!text) throw new AppError('unavailable', 'The model sent back an empty draft. Try again.');
  return { text, costUsd };
}
