import 'server-only';
import { generateText } from 'ai';
import { reposFor } from '@/lib/auth/repos';
import type { AuthUser } from '@/lib/auth/types';
import { NO_KEY_MESSAGE, openDraftKey, pickDraftKey } from '@/lib/ai/draft-key';
import { providerDescriptor } from '@/lib/ai/model-catalogue';
import { describeProviderError } from '@/lib/ai/provider-errors';
import { chatModel } from '@/lib/ai/providers';
import { getData } from '@/lib/data';
import { AppError } from '@/lib/errors';
import { bucketName, takeAttempt, type Limit } from '@/lib/rate-limit';
import { getPageContent } from './load';
import type { PublicPage } from './page-metadata';
import { SEO_DESCRIPTION_GUIDE } from './pages/seo';

/** Each draft is a paid request on the admin's own key: a few a minute is plenty for a person. */
export const SEO_DRAFT_LIMIT: Limit = { max: 10, windowSeconds: 600 };
const PAGE_TEXT_CHARS = 6000;

/** Every string of the page's sections, in order, except its own search fields. */
function pageText(content: Record<string, unknown>): string {
  const parts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') parts.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const [section, value] of Object.entries(content)) if (section !== 'seo') walk(value);
  return parts.join('\n').slice(0, PAGE_TEXT_CHARS);
}

/** A single plain line: models like quotes and line breaks, a meta description has neither. */
function cleanDraft(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'“”]+|["'“”]+$/g, '')
    .slice(0, 300);
}

/**
 * A meta description drafted from the page's saved text with the signed-in admin's own key, on
 * the server (the key never leaves it). Nothing is saved: the owner edits the draft and saves it.
 */
export async function draftSeoDescription(user: AuthUser, page: PublicPage): Promise<{ description: string }> {
  const [data, repos] = await Promise.all([getData(), reposFor(user)]);
  const chosen = pickDraftKey(await repos.apiKeys.list());
  if (!chosen) throw new AppError('invalid_input', NO_KEY_MESSAGE);
  await takeAttempt(
    data.rateLimits,
    [[bucketName('seo-draft', user.id), SEO_DRAFT_LIMIT]],
    (wait) => `Too many drafts. Try again in ${wait}.`,
  );
  const credentials = await openDraftKey(user, repos.apiKeys, chosen);
  const { provider } = credentials;
  const text = pageText(await getPageContent(page));
  try {
    const result = await generateText({
      model: chatModel(credentials, chosen.model),
      system:
        `You write meta descriptions for search engines. Answer with one plain sentence or two, at most ` +
        `${SEO_DESCRIPTION_GUIDE - 5} characters, no quotes, no line breaks, in the page's language.`,
      prompt: `Write the meta description for this web page. Its text:\n\n${text}`,
      maxOutputTokens: 120,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(30_000),
    });
    const description = cleanDraft(result.text);
    if (!description) throw new AppError('unavailable', 'The model sent back an empty draft. Try again.');
    return { description };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('unavailable', describeProviderError(error, providerDescriptor(provider).shortLabel));
  }
}
