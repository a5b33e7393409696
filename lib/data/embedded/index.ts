import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import type { DataPort } from '../port';
import { embeddedApiKeyRepo } from './api-key-repo';
import { embeddedChatRepo } from './chat-repo';
import { embeddedContentRepo } from './content-repo';
import { embeddedMemoryRepo } from './memory-repo';
import { embeddedRateLimitStore } from './rate-limit-store';

export function createEmbeddedData(db: PGlite): DataPort {
  return {
    forCaller: (caller) => ({
      content: embeddedContentRepo(db, caller),
      chats: embeddedChatRepo(db, caller),
      apiKeys: embeddedApiKeyRepo(db, caller),
      memories: embeddedMemoryRepo(db, caller),
    }),
    rateLimits: embeddedRateLimitStore(db),
  };
}
