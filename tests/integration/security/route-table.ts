import * as adminById from '@/app/api/admins/[id]/route';
import * as allowlist from '@/app/api/admins/allowlist/route';
import * as admins from '@/app/api/admins/route';
import * as secondFactorRule from '@/app/api/admins/second-factor-rule/route';
import * as backupRestore from '@/app/api/backup/restore/route';
import * as backup from '@/app/api/backup/route';
import * as compareKeep from '@/app/api/chat/compare/keep/route';
import * as compare from '@/app/api/chat/compare/route';
import * as chat from '@/app/api/chat/route';
import * as connectionTest from '@/app/api/connection-test/route';
import * as contentHistory from '@/app/api/content/[id]/history/route';
import * as contentRestore from '@/app/api/content/[id]/restore/route';
import * as contentById from '@/app/api/content/[id]/route';
import * as seoDraft from '@/app/api/content/seo-draft/route';
import * as pageDraft from '@/app/api/content/drafts/[page]/route';
import * as pageDraftPublish from '@/app/api/content/drafts/[page]/publish/route';
import * as pagePreview from '@/app/api/content/preview/[page]/route';
import * as inquiryById from '@/app/api/inquiries/[id]/route';
import * as inquiryNotify from '@/app/api/inquiries/[id]/notify/route';
import * as inquiryDraft from '@/app/api/inquiries/[id]/draft/route';
import * as replyInstructions from '@/app/api/inquiries/reply-instructions/route';
import * as inquiryExport from '@/app/api/inquiries/export/route';
import * as unverifiedMail from '@/app/api/inquiries/unverified-mail/route';
import * as inquiryRetention from '@/app/api/inquiries/retention/route';
import * as content from '@/app/api/content/route';
import * as attachmentById from '@/app/api/portal/attachments/[id]/route';
import * as attachmentView from '@/app/api/portal/attachments/[id]/view/route';
import * as attachments from '@/app/api/portal/attachments/route';
import * as chatImport from '@/app/api/portal/import/route';
import * as previewFrame from '@/app/api/portal/preview-frame/route';
import * as sessionAttachments from '@/app/api/portal/sessions/[id]/attachments/route';
import * as sessionMemoriesUsed from '@/app/api/portal/sessions/[id]/memories-used/route';
import * as usageBudget from '@/app/api/portal/usage/budget/route';
import * as imageModels from '@/app/api/portal/image-models/route';
import * as usagePrices from '@/app/api/portal/usage/prices/route';
import * as usage from '@/app/api/portal/usage/route';
import * as keyModels from '@/app/api/portal/keys/[id]/models/route';
import * as keyById from '@/app/api/portal/keys/[id]/route';
import * as keys from '@/app/api/portal/keys/route';
import * as settings from '@/app/api/portal/settings/route';
import * as memoryById from '@/app/api/portal/memories/[id]/route';
import * as memories from '@/app/api/portal/memories/route';
import * as sessionExport from '@/app/api/portal/sessions/[id]/export/route';
import * as sessionById from '@/app/api/portal/sessions/[id]/route';
import * as sessionSearch from '@/app/api/portal/sessions/search/route';
import * as sessionStop from '@/app/api/portal/sessions/[id]/stop/route';
import * as sessionTools from '@/app/api/portal/sessions/[id]/tools/route';
import * as sessionToolApproval from '@/app/api/portal/sessions/[id]/tool-approval/route';
import * as mcpServers from '@/app/api/portal/mcp-servers/route';
import * as mcpServerById from '@/app/api/portal/mcp-servers/[id]/route';
import * as mcpServerTools from '@/app/api/portal/mcp-servers/[id]/tools/route';
import * as sessions from '@/app/api/portal/sessions/route';
import * as sessionProject from '@/app/api/portal/sessions/[id]/project/route';
import * as projects from '@/app/api/portal/projects/route';
import * as projectById from '@/app/api/portal/projects/[id]/route';
import * as projectTools from '@/app/api/portal/projects/[id]/tools/route';
import * as projectFiles from '@/app/api/portal/projects/[id]/files/route';
import * as projectFileById from '@/app/api/portal/projects/[id]/files/[fileId]/route';
import * as resume from '@/app/api/resume/route';
import * as siteImage from '@/app/api/site-images/[slot]/route';
import * as visit from '@/app/api/visit/route';
import * as health from '@/app/api/health/route';

// Promise<never> fits every handler's params type; the fuzz test hands each one the id it generated.
type Handler = (request: Request, context: { params: Promise<never> }) => Promise<Response>;

/** What a fuzz case needs to know about the ids that exist when it runs. */
export type Fixtures = { ownSessionId: string; sectionId: string; sectionUpdatedAt: string };

export type Endpoint = {
  /** route file under app/api, e.g. 'portal/sessions/[id]' */
  route: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  handler: Handler;
  admin?: boolean;
  /** For handlers that read a JSON body: its size limit and a valid body to corrupt. */
  body?: { maxBytes: number; sample: (fixtures: Fixtures) => Record<string, unknown> };
  /** For [id] routes: a handler given someone else's or a made-up id answers 4xx. */
  byId?: boolean;
  /** Open to visitors without a session (the page-view beacon): no 401 expected. */
  public?: boolean;
};

const KB = 1024;

/** Every exported handler under app/api: the fuzz test fails when a route file is added and not listed here. */
export const endpoints: Endpoint[] = [
  { route: 'admins', method: 'GET', handler: admins.GET, admin: true },
  {
    route: 'admins/allowlist',
    method: 'POST',
    handler: allowlist.POST,
    admin: true,
    body: { maxBytes: 4 * KB, sample: () => ({ email: 'fuzz-allowed@example.com' }) },
  },
  {
    route: 'admins/allowlist',
    method: 'DELETE',
    handler: allowlist.DELETE,
    admin: true,
    body: { maxBytes: 4 * KB, sample: () => ({ email: 'fuzz-allowed@example.com' }) },
  },
  { route: 'admins/[id]', method: 'DELETE', handler: adminById.DELETE, admin: true, byId: true },
  {
    route: 'admins/second-factor-rule',
    method: 'POST',
    handler: secondFactorRule.POST,
    admin: true,
    body: { maxBytes: KB, sample: () => ({ required: false }) },
  },
  { route: 'backup', method: 'GET', handler: backup.GET, admin: true },
  {
    route: 'backup',
    method: 'POST',
    handler: backup.POST,
    admin: true,
    body: { maxBytes: 4 * KB, sample: () => ({ includeEncryptionKey: true, password: 'not the password' }) },
  },
  // A multipart upload (the backup and the password): its cap and checks are in tests/integration/durability/restore-upload.
  { route: 'backup/restore', method: 'POST', handler: backupRestore.POST, admin: true },
  // The body is the PDF itself, not JSON: its cap and content checks are in tests/integration/resume.
  { route: 'resume', method: 'POST', handler: resume.POST, admin: true },
  { route: 'resume', method: 'DELETE', handler: resume.DELETE, admin: true },
  // The body is the export file itself; its cap and content checks are in tests/integration/chat-import.
  { route: 'portal/import', method: 'POST', handler: chatImport.POST },
  // Multipart files; their caps and content checks are in tests/integration/attachments.
  { route: 'portal/attachments', method: 'POST', handler: attachments.POST },
  { route: 'portal/attachments/[id]', method: 'GET', handler: attachmentById.GET, byId: true },
  { route: 'portal/attachments/[id]/view', method: 'GET', handler: attachmentView.GET, byId: true },
  // Someone else's (or a made-up) session lists no files: row-level security answers an empty list.
  { route: 'portal/sessions/[id]/attachments', method: 'GET', handler: sessionAttachments.GET },
  // Likewise: someone else's session lists no replies that used memories.
  { route: 'portal/sessions/[id]/memories-used', method: 'GET', handler: sessionMemoriesUsed.GET },
  {
    route: 'chat/compare',
    method: 'POST',
    handler: compare.POST,
    body: {
      maxBytes: 64 * KB,
      sample: (f) => ({
        sessionId: f.ownSessionId,
        message: 'hello',
        targets: [
          { provider: 'openai', model: 'gpt-4o-mini' },
          { provider: 'openai', model: 'gpt-4o' },
        ],
      }),
    },
  },
  {
    route: 'chat/compare/keep',
    method: 'POST',
    handler: compareKeep.POST,
    body: {
      maxBytes: 4 * KB,
      sample: (f) => ({ sessionId: f.ownSessionId, messageId: '00000000-0000-4000-8000-000000000000' }),
    },
  },
  { route: 'portal/image-models', method: 'GET', handler: imageModels.GET },
  {
    route: 'portal/image-models',
    method: 'PUT',
    handler: imageModels.PUT,
    body: { maxBytes: KB, sample: () => ({ model: 'llava', acceptsImages: true }) },
  },
  { route: 'portal/usage', method: 'GET', handler: usage.GET },
  { route: 'portal/usage/budget', method: 'GET', handler: usageBudget.GET },
  {
    route: 'portal/usage/budget',
    method: 'PUT',
    handler: usageBudget.PUT,
    body: { maxBytes: KB, sample: () => ({ monthlyUsd: 20, stopAtBudget: false }) },
  },
  { route: 'portal/usage/prices', method: 'GET', handler: usagePrices.GET },
  {
    route: 'portal/usage/prices',
    method: 'PUT',
    handler: usagePrices.PUT,
    body: { maxBytes: KB, sample: () => ({ model: 'llama3.1', inputPerMillion: 0, outputPerMillion: 0 }) },
  },
  // The model to remove is in the query string (?model=); without it the answer is 400.
  { route: 'portal/usage/prices', method: 'DELETE', handler: usagePrices.DELETE },
  // The upload body is the image itself; its cap and content checks are in tests/integration/site-images.
  { route: 'site-images/[slot]', method: 'POST', handler: siteImage.POST, admin: true },
  { route: 'site-images/[slot]', method: 'PATCH', handler: siteImage.PATCH, admin: true },
  { route: 'site-images/[slot]', method: 'DELETE', handler: siteImage.DELETE, admin: true },
  {
    route: 'chat',
    method: 'POST',
    handler: chat.POST,
    body: {
      maxBytes: 64 * KB,
      sample: (f) => ({ sessionId: f.ownSessionId, message: 'hello', provider: 'openai', model: 'gpt-4o-mini' }),
    },
  },
  { route: 'connection-test', method: 'POST', handler: connectionTest.POST, admin: true },
  { route: 'content', method: 'GET', handler: content.GET, admin: true },
  { route: 'content/[id]', method: 'GET', handler: contentById.GET, admin: true, byId: true },
  {
    route: 'content/[id]',
    method: 'PATCH',
    handler: contentById.PATCH,
    admin: true,
    byId: true,
    body: {
      maxBytes: 256 * KB,
      sample: (f) => ({ content: { headline: 'x' }, expectedUpdatedAt: f.sectionUpdatedAt }),
    },
  },
  { route: 'content/[id]/history', method: 'GET', handler: contentHistory.GET, admin: true, byId: true },
  // [page] routes: the fuzz test hands them no page, which they answer "not found" after the admin check.
  { route: 'content/drafts/[page]', method: 'GET', handler: pageDraft.GET, admin: true },
  {
    route: 'content/drafts/[page]',
    method: 'PUT',
    handler: pageDraft.PUT,
    admin: true,
    body: {
      maxBytes: 256 * KB,
      sample: (f) => ({ id: f.sectionId, content: { headline: 'x' }, baseUpdatedAt: f.sectionUpdatedAt }),
    },
  },
  { route: 'content/drafts/[page]', method: 'DELETE', handler: pageDraft.DELETE, admin: true },
  {
    route: 'content/drafts/[page]/publish',
    method: 'POST',
    handler: pageDraftPublish.POST,
    admin: true,
    body: { maxBytes: KB, sample: () => ({ overwrite: false }) },
  },
  { route: 'content/preview/[page]', method: 'GET', handler: pagePreview.GET, admin: true },
  {
    route: 'content/seo-draft',
    method: 'POST',
    handler: seoDraft.POST,
    admin: true,
    body: { maxBytes: 4 * KB, sample: () => ({ page: 'about' }) },
  },
  {
    route: 'content/[id]/restore',
    method: 'POST',
    handler: contentRestore.POST,
    admin: true,
    byId: true,
    body: {
      maxBytes: 4 * KB,
      sample: (f) => ({ versionId: '00000000-0000-4000-8000-000000000000', expectedUpdatedAt: f.sectionUpdatedAt }),
    },
  },
  {
    route: 'inquiries/[id]',
    method: 'PATCH',
    handler: inquiryById.PATCH,
    admin: true,
    byId: true,
    body: { maxBytes: KB, sample: () => ({ status: 'archived' }) },
  },
  { route: 'inquiries/[id]', method: 'DELETE', handler: inquiryById.DELETE, admin: true, byId: true },
  { route: 'inquiries/[id]/notify', method: 'POST', handler: inquiryNotify.POST, admin: true, byId: true },
  { route: 'inquiries/[id]/draft', method: 'POST', handler: inquiryDraft.POST, admin: true, byId: true },
  { route: 'inquiries/export', method: 'GET', handler: inquiryExport.GET, admin: true },
  {
    route: 'inquiries/reply-instructions',
    method: 'PUT',
    handler: replyInstructions.PUT,
    admin: true,
    body: { maxBytes: 32 * KB, sample: () => ({ instructions: 'Sign as Sam.' }) },
  },
  {
    route: 'inquiries/unverified-mail',
    method: 'PUT',
    handler: unverifiedMail.PUT,
    admin: true,
    body: { maxBytes: 1024, sample: () => ({ choice: 'digest' }) },
  },
  {
    route: 'inquiries/retention',
    method: 'PUT',
    handler: inquiryRetention.PUT,
    admin: true,
    body: { maxBytes: 1024, sample: () => ({ months: null }) },
  },
  { route: 'portal/sessions', method: 'GET', handler: sessions.GET },
  {
    route: 'portal/sessions',
    method: 'POST',
    handler: sessions.POST,
    body: { maxBytes: 4 * KB, sample: () => ({ provider: 'openai', model: 'gpt-4o', title: 'A title' }) },
  },
  { route: 'portal/sessions/[id]', method: 'GET', handler: sessionById.GET, byId: true },
  {
    route: 'portal/sessions/[id]',
    method: 'PATCH',
    handler: sessionById.PATCH,
    byId: true,
    body: { maxBytes: 4 * KB, sample: () => ({ title: 'Renamed', model: 'gpt-4o' }) },
  },
  { route: 'portal/sessions/[id]', method: 'DELETE', handler: sessionById.DELETE, byId: true },
  { route: 'portal/sessions/search', method: 'GET', handler: sessionSearch.GET },
  { route: 'portal/sessions/[id]/export', method: 'GET', handler: sessionExport.GET, byId: true },
  { route: 'portal/sessions/[id]/stop', method: 'POST', handler: sessionStop.POST, byId: true },
  // Tools through MCP: someone else's chat lists no tools (an empty list), and cannot be given any.
  { route: 'portal/sessions/[id]/tools', method: 'GET', handler: sessionTools.GET },
  {
    route: 'portal/sessions/[id]/tools',
    method: 'PUT',
    handler: sessionTools.PUT,
    byId: true,
    body: { maxBytes: 16 * KB, sample: () => ({ tools: [] }) },
  },
  {
    route: 'portal/sessions/[id]/tool-approval',
    method: 'POST',
    handler: sessionToolApproval.POST,
    byId: true,
    body: { maxBytes: 4 * KB, sample: () => ({ callId: 'call_fuzz', answer: 'deny' }) },
  },
  { route: 'portal/mcp-servers', method: 'GET', handler: mcpServers.GET },
  {
    route: 'portal/mcp-servers',
    method: 'POST',
    handler: mcpServers.POST,
    body: {
      maxBytes: 8 * KB,
      sample: () => ({ name: 'Fuzz tools', url: 'https://93.184.215.14/mcp', token: 'fuzz-token' }),
    },
  },
  { route: 'portal/mcp-servers/[id]', method: 'DELETE', handler: mcpServerById.DELETE, byId: true },
  { route: 'portal/mcp-servers/[id]/tools', method: 'GET', handler: mcpServerTools.GET, byId: true },
  {
    route: 'portal/sessions/[id]/project',
    method: 'PUT',
    handler: sessionProject.PUT,
    byId: true,
    body: { maxBytes: KB, sample: () => ({ projectId: null }) },
  },
  { route: 'portal/projects', method: 'GET', handler: projects.GET },
  {
    route: 'portal/projects',
    method: 'POST',
    handler: projects.POST,
    body: { maxBytes: 64 * KB, sample: () => ({ name: 'Fuzz project', instructions: 'Be brief.' }) },
  },
  { route: 'portal/projects/[id]', method: 'GET', handler: projectById.GET, byId: true },
  {
    route: 'portal/projects/[id]',
    method: 'PATCH',
    handler: projectById.PATCH,
    byId: true,
    body: { maxBytes: 64 * KB, sample: () => ({ name: 'Renamed project' }) },
  },
  { route: 'portal/projects/[id]', method: 'DELETE', handler: projectById.DELETE, byId: true },
  { route: 'portal/projects/[id]/tools', method: 'GET', handler: projectTools.GET, byId: true },
  {
    route: 'portal/projects/[id]/tools',
    method: 'PUT',
    handler: projectTools.PUT,
    byId: true,
    body: { maxBytes: 16 * KB, sample: () => ({ tools: [] }) },
  },
  // Multipart files, read as chat attachments are (tests/integration/attachments, tests/integration/projects).
  { route: 'portal/projects/[id]/files', method: 'POST', handler: projectFiles.POST, byId: true },
  { route: 'portal/projects/[id]/files/[fileId]', method: 'DELETE', handler: projectFileById.DELETE, byId: true },
  { route: 'portal/keys', method: 'GET', handler: keys.GET },
  {
    route: 'portal/keys',
    method: 'POST',
    handler: keys.POST,
    body: {
      maxBytes: 4 * KB,
      sample: () => ({ provider: 'openai-compatible', apiKey: 'local-key-0123456', baseUrl: 'https://llm.example/v1' }),
    },
  },
  { route: 'portal/keys/[id]', method: 'DELETE', handler: keyById.DELETE, byId: true },
  { route: 'portal/keys/[id]/models', method: 'GET', handler: keyModels.GET, byId: true },
  { route: 'portal/keys/[id]/models', method: 'POST', handler: keyModels.POST, byId: true },
  { route: 'portal/memories', method: 'GET', handler: memories.GET },
  { route: 'portal/memories', method: 'DELETE', handler: memories.DELETE },
  {
    route: 'portal/memories',
    method: 'POST',
    handler: memories.POST,
    body: { maxBytes: 4 * KB, sample: () => ({ content: 'Prefers metric units.' }) },
  },
  { route: 'portal/memories/[id]', method: 'DELETE', handler: memoryById.DELETE, byId: true },
  {
    route: 'portal/memories/[id]',
    method: 'PATCH',
    handler: memoryById.PATCH,
    byId: true,
    body: { maxBytes: 4 * KB, sample: () => ({ content: 'Prefers metric units.' }) },
  },
  { route: 'portal/settings', method: 'GET', handler: settings.GET },
  {
    route: 'portal/settings',
    method: 'PATCH',
    handler: settings.PATCH,
    body: { maxBytes: 1 * KB, sample: () => ({ memoryViaOpenai: true }) },
  },
  // The supervisor's health check: answers anyone, tells nothing.
  { route: 'health', method: 'GET', handler: health.GET, public: true },
  // The frame a reply's preview is drawn in: one fixed page, no data (the portal posts it the block).
  { route: 'portal/preview-frame', method: 'GET', handler: previewFrame.GET, public: true },
  {
    route: 'visit',
    method: 'POST',
    handler: visit.POST,
    public: true,
    body: { maxBytes: 1 * KB, sample: () => ({ path: '/about', referrer: 'example.com' }) },
  },
];
