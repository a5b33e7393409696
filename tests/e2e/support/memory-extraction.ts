import { EXTRACTION_INSTRUCTIONS } from '@/lib/ai/memory-prompt';

/** The memory extraction after a reply (lib/ai/memory-extract), as the fake provider logged it. */
export const isMemoryExtraction = (request: { body: unknown }) =>
  JSON.stringify((request.body as { messages?: unknown } | null)?.messages ?? '').includes(EXTRACTION_INSTRUCTIONS);
