import 'server-only';
import type { Caller, DataPort, Repos } from '../port';
import { supabaseAccountSecurityRepo } from './account-security-repo';
import { supabaseAdminRepo } from './admin-repo';
import { supabaseApiKeyRepo } from './api-key-repo';
import { supabaseAttachmentRepo } from './attachment-repo';
import { supabaseDocumentChunkRepo } from './document-chunk-repo';
import { supabaseChatImportRepo } from './chat-import-repo';
import { supabaseChatRepo } from './chat-repo';
import { clientFor, serviceClient, type SupabaseDataConfig } from './client';
import { supabaseContentRepo } from './content-repo';
import { supabaseInquiryIntake, supabaseInquiryRepo } from './inquiry-repo';
import { supabaseMailSettingsReader, supabaseMailSettingsRepo } from './mail-settings-repo';
import { supabaseMemoryRepo } from './memory-repo';
import { supabasePageDraftRepo } from './page-draft-repo';
import { supabaseProjectRepo } from './project-repo';
import { supabaseRateLimitStore } from './rate-limit-store';
import { supabaseSiteImageRepo } from './site-image-repo';
import { supabaseUserSettingsRepo } from './user-settings-repo';
import { supabaseUsageRepo } from './usage-repo';
import { supabaseImageModelRepo } from './image-model-repo';
import { supabaseMcpServerRepo } from './mcp-server-repo';
import { supabaseVisitStore, supabaseVisitorFiguresRepo } from './visits-repo';
import { anonymous } from '../port';

export type { SupabaseDataConfig } from './client';

/** The data port over Supabase's REST API, one client per caller (their JWT, their RLS). */
export function createSupabaseData(config: SupabaseDataConfig): DataPort {
  const forCaller = (caller: Caller): Repos => {
    const db = clientFor(config, caller);
    return {
      content: supabaseContentRepo(db),
      chats: supabaseChatRepo(db, caller),
      chatImports: supabaseChatImportRepo(db, caller),
      apiKeys: supabaseApiKeyRepo(db, caller),
      memories: supabaseMemoryRepo(db, caller),
      admins: supabaseAdminRepo(db),
      images: supabaseSiteImageRepo(db),
      settings: supabaseUserSettingsRepo(db, caller),
      security: supabaseAccountSecurityRepo(db, caller),
      visitors: supabaseVisitorFiguresRepo(db),
      inquiries: supabaseInquiryRepo(db),
      mailSettings: supabaseMailSettingsRepo(db),
      attachments: supabaseAttachmentRepo(db, caller),
      usage: supabaseUsageRepo(db, caller),
      documents: supabaseDocumentChunkRepo(db, caller),
      imageModels: supabaseImageModelRepo(db, caller),
      mcpServers: supabaseMcpServerRepo(db, caller),
      pageDrafts: supabasePageDraftRepo(db, caller),
      projects: supabaseProjectRepo(db, caller),
    };
  };
  return {
    forCaller,
    // PostgREST runs each request in its own transaction; the requests still go out together.
    readTogether: (caller, read) => read(forCaller(caller)),
    rateLimits: supabaseRateLimitStore(clientFor(config, anonymous)),
    visits: supabaseVisitStore(clientFor(config, anonymous)),
    inquiryIntake: config.serviceKey ? supabaseInquiryIntake(serviceClient(config.url, config.serviceKey)) : null,
    mailSettings: config.serviceKey ? supabaseMailSettingsReader(serviceClient(config.url, config.serviceKey)) : null,
  };
}
