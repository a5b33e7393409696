/**
 * A local fake of the OpenAI (Chat Completions, embeddings, models) and Anthropic (Messages) HTTP APIs,
 * close enough to the real wire formats that @ai-sdk/openai, @ai-sdk/anthropic and
 * @ai-sdk/openai-compatible accept it. Point OPENAI_BASE_URL / ANTHROPIC_BASE_URL at
 * `openaiBaseUrl` / `anthropicBaseUrl`. See README.md beside this file for the protocol details.
 */
export { startFakeProvider } from './server';
export { connectFakeProvider, type RemoteFakeProvider } from './remote';
export { chunkGaps, firstChunkDelay, preciseNow } from './clock';
export { cosineSimilarity, EMBEDDING_DIMENSIONS, fakeEmbedding, tokenize } from './embedding';
export { isBadKey } from './auth';
export { defaultReply, isMemoryExtraction, splitIntoChunks } from './reply';
export { longReplyText } from './long-reply';
export { jsonPayloads, readSse, type SseEvent, type SseRead } from './sse-reader';
export type {
  FailOptions,
  Fault,
  FaultStatus,
  FakeProvider,
  FakeProviderOptions,
  LoggedRequest,
  LongReply,
  ModelsAnswer,
  ModelsFormat,
  ReplySource,
} from './types';
