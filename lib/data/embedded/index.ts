import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import type { Caller, DataPort, Repos } from '../port';
import { embeddedAccountSecurityRepo } from './repos/account-security-repo';
import { embeddedAdminRepo } from './repos/admin-repo';
import { embeddedApiKeyRepo } from './repos/api-key-repo';
import { embeddedAttachmentRepo } from './repos/attachment-repo';
import { embeddedDocumentChunkRepo } from './repos/document-chunk-repo';
import { embeddedChatImportRepo } from './repos/chat-import-repo';
import { embeddedChatRepo } from './repos/chat-repo';
import { embeddedContentRepo } from './repos/content-repo';
import { embeddedInquiryIntake, embeddedInquiryRepo } from './repos/inquiry-repo';
import { embeddedMailSettingsReader, embeddedMailSettingsRepo } from './repos/mail-settings-repo';
import { embeddedMemoryRepo } from './repos/memory-repo';
import { embeddedPageDraftRepo } from './repos/page-draft-repo';
import { embeddedProjectRepo } from './repos/project-repo';
import { embeddedRateLimitStore } from './repos/rate-limit-store';
import { embeddedSiteImageRepo } from './repos/site-image-repo';
import { embeddedUserSettingsRepo } from './repos/user-settings-repo';
import { embeddedUsageRepo } from './repos/usage-repo';
import { embeddedImageModelRepo } from './repos/image-model-repo';
import { embeddedMcpServerRepo } from './repos/mcp-server-repo';
import { embeddedVisitStore, embeddedVisitorFiguresRepo } from './repos/visits-repo';
import { withCaller, type Tx } from './repos/with-caller';

export function createEmbeddedData(db: PGlite): DataPort {
  const repos = (caller: Caller, shared?: Tx): Repos => ({
    content: embeddedContentRepo(db, caller, shared),
    chats: embeddedChatRepo(db, caller, shared),
    chatImports: embeddedChatImportRepo(db, caller, shared),
    apiKeys: embeddedApiKeyRepo(db, caller, shared),
    memories: embeddedMemoryRepo(db, caller, shared),
    admins: embeddedAdminRepo(db, caller, shared),
    images: embeddedSiteImageRepo(db, caller, shared),
    settings: embeddedUserSettingsRepo(db, caller, shared),
    security: embeddedAccountSecurityRepo(db, caller, shared),
    visitors: embeddedVisitorFiguresRepo(db, caller, shared),
    inquiries: embeddedInquiryRepo(db, caller, shared),
    mailSettings: embeddedMailSettingsRepo(db, caller, shared),
    attachments: embeddedAttachmentRepo(db, caller, shared),
    usage: embeddedUsageRepo(db, caller, shared),
    documents: embeddedDocumentChunkRepo(db, caller, shared),
    imageModels: embeddedImageModelRepo(db, caller, shared),
    mcpServers: embeddedMcpServerRepo(db, caller, shared),
    pageDrafts: embeddedPageDraftRepo(db, caller, shared),
    projects: embeddedProjectRepo(db, caller, shared),
  });
  return {
    forCaller: (caller) => repos(caller),
    readTogether: (caller, read) => withCaller(db, caller, (tx) => read(repos(caller, tx))),
    rateLimits: embeddedRateLimitStore(db),
    visits: embeddedVisitStore(db),
    inquiryIntake: embeddedInquiryIntake(db),
    mailSettings: embeddedMailSettingsReader(db),
  };
}
