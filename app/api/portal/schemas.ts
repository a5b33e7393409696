import { z } from 'zod';
import { modelIdProblem } from '@/lib/ai/model-id-check';
import { PROVIDERS, missingBaseUrlMessage, providerCatalogue } from '@/lib/ai/model-catalogue';

const provider = z.enum(PROVIDERS, { error: `provider must be one of ${PROVIDERS.join(', ')}` });
/** A model id: the rule in lib/ai/model-id-check, shared with the portal's custom-id field. */
export const modelIdSchema = z
  .string({ error: 'model is required' })
  .trim()
  .superRefine((id, ctx) => {
    const problem = modelIdProblem(id);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
const model = modelIdSchema;
const title = z
  .string()
  .trim()
  .min(1, 'A chat needs a title.')
  .max(200, 'The title is too long (at most 200 characters).');

// '' clears them. The database holds the same cap, so no client gets past it.
export const SYSTEM_PROMPT_MAX = 4000;
const systemPrompt = z
  .string()
  .trim()
  .max(SYSTEM_PROMPT_MAX, `Instructions are too long (at most ${SYSTEM_PROMPT_MAX} characters).`);

export const createSessionBody = z.object({
  provider,
  model,
  title: title.optional(),
  temporary: z.boolean({ error: 'temporary must be true or false.' }).optional(),
});

export const updateSessionBody = z
  .object({
    provider: provider.optional(),
    model: model.optional(),
    title: title.optional(),
    systemPrompt: systemPrompt.optional(),
    pinned: z.boolean({ error: 'pinned must be true or false.' }).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update.');

export const saveKeyBody = z
  .object({
    provider,
    apiKey: z
      .string({ error: 'apiKey is required' })
      .trim()
      .min(8, 'That does not look like an API key.')
      .max(500, 'That API key is too long.'),
    baseUrl: z
      .url({ protocol: /^https?$/, error: 'The base URL must be an http(s) URL.' })
      .max(500, 'The base URL is too long (at most 500 characters).')
      .nullish()
      .transform((value) => value ?? null),
    verify: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    if (providerCatalogue[body.provider].needsBaseUrl && !body.baseUrl)
      ctx.addIssue({ code: 'custom', message: missingBaseUrlMessage(body.provider), path: ['baseUrl'] });
  });

// A model name as endpoints list them (nomic-embed-text:latest, org/model); '' clears it.
// The database refuses spaces and control characters too; format characters are refused here.
export const LOCAL_EMBEDDING_MODEL_MAX = 100;
const localEmbeddingModel = z
  .string({ error: 'localEmbeddingModel must be text.' })
  .trim()
  .max(LOCAL_EMBEDDING_MODEL_MAX, `The model name is too long (at most ${LOCAL_EMBEDDING_MODEL_MAX} characters).`)
  .refine(
    (name) => !/[\s\p{Cc}\p{Cf}]/u.test(name),
    'A model name has no spaces or control characters, e.g. nomic-embed-text.',
  );

export const updateSettingsBody = z
  .object({
    memoryViaOpenai: z.boolean({ error: 'memoryViaOpenai must be true or false.' }).optional(),
    localEmbeddingModel: localEmbeddingModel.optional(),
    autoTitle: z.boolean({ error: 'autoTitle must be true or false.' }).optional(),
    memoryEnabled: z.boolean({ error: 'memoryEnabled must be true or false.' }).optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update.');

export const searchSessionsQuery = z.object({
  q: z
    .string({ error: 'q is required: the words to search for.' })
    .trim()
    .min(1, 'Type something to search for.')
    .max(200, 'The search is too long (at most 200 characters).')
    .refine((q) => !q.includes('\u0000'), 'The search contains a NUL character.'),
});

export const exportSessionQuery = z.object({
  format: z.enum(['md', 'json'], { error: 'format must be md or json.' }),
});

// A page of a chat: at most one cursor, each the id of a message of an earlier page.
const pageCursor = z.uuid({ error: 'That place in the chat could not be found. Reload the chat.' }).optional();
export const sessionPageQuery = z
  .object({ before: pageCursor, after: pageCursor, around: pageCursor })
  .refine((cursor) => Object.values(cursor).filter(Boolean).length <= 1, {
    error: 'Ask for one place in the chat at a time.',
  });

/** A memory written by hand: one short fact, as the extracted ones are (they are at most 200). */
export const MEMORY_TEXT_MAX = 500;
export const memoryBody = z.object({
  content: z
    .string({ error: 'Write the memory first.' })
    .trim()
    .min(1, 'Write the memory first.')
    .max(MEMORY_TEXT_MAX, `A memory is one short fact (at most ${MEMORY_TEXT_MAX} characters).`),
});
