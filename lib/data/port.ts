/**
 * The data port: everything the app reads or writes, independent of the backend.
 * Every call names its caller; the backend applies that caller's row-level security.
 * Results are plain DTOs with only what callers need (no ciphertext in listings).
 */
import type { AccountSecurityRepo } from './account-security-port';
import type { AttachmentRepo } from './attachment-port';
import type { DocumentChunkRepo } from './document-chunk-port';
import type { ProjectRepo } from './project-port';
import type { ChatImportRepo } from './chat-import-port';
import type { ChatRepo } from './chat-port';
import type { ListedModel, Provider } from './provider-ids';
import type { VisitStore, VisitorFiguresRepo } from './visits-port';
import type { InquiryIntake, InquiryRepo } from './inquiry-port';
import type { MailSettingsReader, MailSettingsRepo } from './mail-settings-port';
import type { UsageRepo } from './usage-port';
import type { ImageModelRepo } from './image-model-port';
import type { McpServerRepo } from './tool-port';

export * from './account-security-port';
export * from './chat-port';
export * from './inquiry-port';
export * from './mail-settings-port';
export * from './visits-port';
export * from './chat-import-port';
export * from './attachment-port';
export * from './document-chunk-port';
export * from './tool-port';
export * from './project-port';
export * from './usage-port';
export * from './image-model-port';

export type Caller =
  | { role: 'anon' }
  /** `accessToken`: the user's JWT where the backend needs it (Supabase); the embedded one sets claims itself. */
  | { role: 'authenticated'; userId: string; email: string; accessToken?: string };

export const anonymous: Caller = { role: 'anon' };

export type ContentRow = {
  id: string;
  pageName: string;
  sectionName: string;
  content: unknown;
  /** Exact database timestamp, also used as the version token for conflict checks. */
  updatedAt: string;
  updatedBy: string;
};

/** A section's content as it was before a save replaced it: who saved it, and when. */
export type ContentVersion = {
  id: string;
  contentId: string;
  content: unknown;
  savedAt: string;
  savedBy: string;
};

/** The provider ids api_keys accepts (./provider-ids); lib/ai/model-catalogue keys its registry by them. */
export type ProviderId = Provider;

export type ApiKeySummary = {
  id: string;
  provider: ProviderId;
  keyHint: string;
  baseUrl: string | null;
  isActive: boolean;
  createdAt: string;
  /** The models the provider listed for this key (cleaned), or null when never listed. */
  models: ListedModel[] | null;
  modelsFetchedAt: string | null;
};

export type StoredApiKey = { id: string; provider: ProviderId; ciphertext: string; baseUrl: string | null };

export type Memory = {
  id: string;
  content: string;
  metadata: Record<string, unknown>;
  importanceScore: number;
  createdAt: string;
};

/** The memories one reply was given (ids; a memory deleted since is still listed). */
export type MemoriesUsed = { messageId: string; memoryIds: string[] };

export type MemoryMatch = { id: string; content: string; metadata: Record<string, unknown>; similarity: number };

/** A vector from an embedding model other than OpenAI's, and which one (endpoint and model). */
export type ModelEmbedding = { model: string; embedding: number[] };

export interface ContentRepo {
  /** Ordered by page name, then section name. */
  list(): Promise<ContentRow[]>;
  get(input: { pageName: string; sectionName: string }): Promise<ContentRow | null>;
  /** One section by its id; null when there is none (or `id` is not a uuid). */
  getById(id: string): Promise<ContentRow | null>;
  /**
   * Refused with a conflict when the row changed since `expectedUpdatedAt`. Who saved it and
   * when (updatedBy/updatedAt) are set by the database from the caller's identity and its own
   * clock (migration 20261128000200), never taken from the request.
   */
  update(input: { id: string; content: unknown; expectedUpdatedAt: string }): Promise<ContentRow>;
  count(): Promise<number>;
  /** The versions earlier saves replaced, newest first. Admins only: anyone else gets none. */
  history(input: { id: string }): Promise<ContentVersion[]>;
}

/** An admin's unpublished edit of one section, kept on the server (their own; nobody else sees it). */
export type SectionDraft = {
  contentId: string;
  content: unknown;
  /** The section's updatedAt when the draft began: publishing refuses a section saved since. */
  baseUpdatedAt: string;
  updatedAt: string;
};

/** The caller's drafts of page sections (admins only: RLS gives anyone else none). */
export interface PageDraftRepo {
  list(): Promise<SectionDraft[]>;
  /** Stores the draft's content; the first save of a section's draft fixes its baseUpdatedAt. */
  put(input: { contentId: string; content: unknown; baseUpdatedAt: string }): Promise<SectionDraft>;
  remove(contentIds: string[]): Promise<void>;
}

export interface ApiKeyRepo {
  list(): Promise<ApiKeySummary[]>;
  /** One record per user and provider: saving again replaces it and makes it active. */
  upsert(input: {
    provider: ProviderId;
    ciphertext: string;
    keyHint: string;
    baseUrl: string | null;
    /** The new key's list (null or absent: not listed); the replaced key's list goes with it. */
    models?: ListedModel[] | null;
  }): Promise<ApiKeySummary>;
  /** Stores a freshly listed set of models for the user's key `id` (not_found for anyone else's). */
  /**
   * Stores the models listed for key `id` as saved at `savedAt` (its createdAt): refused with a
   * conflict when the key was replaced since, so a slow listing never lands on the new key.
   */
  setModels(input: { id: string; models: ListedModel[]; savedAt: string }): Promise<ApiKeySummary>;
  delete(id: string): Promise<void>;
  getActive(provider: ProviderId): Promise<StoredApiKey | null>;
  /**
   * Replaces the stored ciphertext of the user's key for `provider` only while it still is
   * `from` (a key re-encrypted in a newer format); a key saved meanwhile is left alone.
   */
  rewrite(input: { provider: ProviderId; from: string; to: string }): Promise<void>;
}

export interface MemoryRepo {
  list(): Promise<Memory[]>;
  /**
   * `embedding`: OpenAI's text-embedding-3-small (1536 dims); `modelEmbedding`: any other
   * model's, searched only with `searchByModel` for the same model.
   */
  add(input: {
    content: string;
    embedding: number[] | null;
    modelEmbedding?: ModelEmbedding;
    metadata: Record<string, unknown>;
    importanceScore?: number;
  }): Promise<Memory>;
  search(input: { embedding: number[]; threshold: number; count: number }): Promise<MemoryMatch[]>;
  /** Like `search`, among the vectors of `model` of the query's size; other sizes are skipped. */
  searchByModel(input: ModelEmbedding & { threshold: number; count: number }): Promise<MemoryMatch[]>;
  /** Keyword search, for users without an embeddings provider. */
  searchText(input: { query: string; count: number }): Promise<MemoryMatch[]>;
  /** New text for one memory (edited by hand); its vectors go, they described the old text. */
  update(input: { id: string; content: string }): Promise<Memory>;
  /** Records the memories reply `messageId` was given (not_found for a message not the caller's). */
  markUsed(messageId: string, memoryIds: string[]): Promise<void>;
  /** The replies of a session that were given memories, with their ids. */
  usedIn(sessionId: string): Promise<MemoriesUsed[]>;
  delete(id: string): Promise<void>;
  deleteAll(): Promise<void>;
}

/** Shared attempt counters (not per caller): only server code paths use them. */
export interface RateLimitStore {
  /** Seconds until `bucket` allows another attempt (0: allowed now). Does not count. */
  check(bucket: string, max: number, windowSeconds: number): Promise<number>;
  hit(bucket: string, windowSeconds: number): Promise<void>;
  /**
   * Checks every bucket and, when none is spent, counts one attempt in each, atomically.
   * Seconds until all allow another attempt (nothing counted), or 0 (counted).
   */
  take(buckets: { bucket: string; max: number; windowSeconds: number }[]): Promise<number>;
  reset(bucket: string): Promise<void>;
  /** Gives back one attempt counted in the current window (never below zero, never a new row). */
  refund(bucket: string): Promise<void>;
}

export type AdminAccount = { userId: string; email: string; username: string; isOwner: boolean; createdAt: string };
export type AllowedEmail = { email: string; addedBy: string; addedAt: string };

/**
 * The admins and the sign-up allow-list. Admins read both; only the owner changes them
 * (the database checks the caller: anyone else is refused as forbidden).
 */
export interface AdminRepo {
  /** The owner first, then by sign-up time. */
  list(): Promise<AdminAccount[]>;
  allowlist(): Promise<AllowedEmail[]>;
  allow(email: string): Promise<void>;
  disallow(email: string): Promise<void>;
  /** Deletes the account (its sessions and data go with it) and takes its e-mail off the allow-list. */
  remove(userId: string): Promise<void>;
}

export type SiteImageSlot = 'about-photo' | 'social-card';
export const SITE_IMAGE_SLOTS: readonly SiteImageSlot[] = ['about-photo', 'social-card'];

/** A stored image file of a slot, as lib/site-images wrote it (already checked and re-encoded). */
export type SiteImageFile = {
  key: string;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
  byteSize: number;
};

/** A slot's replacement image and alt text; `file` null: the built-in image, `altText` null: its default alt. */
export type SiteImage = {
  slot: SiteImageSlot;
  file: SiteImageFile | null;
  altText: string | null;
  updatedAt: string;
  updatedBy: string;
};

/** The images of the public site (see migration 20261126000100). Anyone reads; only admins write. */
export interface SiteImageRepo {
  list(): Promise<SiteImage[]>;
  /** Points the slot at `file` (null: back to the built-in image); the alt text stays. */
  setFile(input: { slot: SiteImageSlot; file: SiteImageFile | null; updatedBy: string }): Promise<SiteImage>;
  /** `altText` null: back to the default alt; the file stays. */
  setAltText(input: { slot: SiteImageSlot; altText: string | null; updatedBy: string }): Promise<SiteImage>;
}

/** A user's own settings; a user who never saved any has the defaults. */
export type UserSettings = {
  /** Memory search in a conversation with another provider may embed with the user's OpenAI key. */
  memoryViaOpenai: boolean;
  /** The embedding model of the user's OpenAI-compatible endpoint; '' for none (keyword memory). */
  localEmbeddingModel: string;
  /** The chat's model titles a chat after its first exchange; off: the first words of the message. */
  autoTitle: boolean;
  /** Memory on: facts are extracted after replies and recalled for new messages. On by default. */
  memoryEnabled: boolean;
};

export interface UserSettingsRepo {
  get(): Promise<UserSettings>;
  update(input: Partial<UserSettings>): Promise<UserSettings>;
}

export type Repos = {
  content: ContentRepo;
  chats: ChatRepo;
  chatImports: ChatImportRepo;
  apiKeys: ApiKeyRepo;
  memories: MemoryRepo;
  admins: AdminRepo;
  images: SiteImageRepo;
  settings: UserSettingsRepo;
  security: AccountSecurityRepo;
  visitors: VisitorFiguresRepo;
  inquiries: InquiryRepo;
  /** The owner's mail server (owner only). */
  mailSettings: MailSettingsRepo;
  attachments: AttachmentRepo;
  usage: UsageRepo;
  /** Chunks of long attached files, so a reply is given the parts that fit the model's context. */
  documents: DocumentChunkRepo;
  imageModels: ImageModelRepo;
  pageDrafts: PageDraftRepo;
  /** MCP servers and the tools each chat has on. */
  mcpServers: McpServerRepo;
  /** Projects: chats grouped with shared instructions and files. */
  projects: ProjectRepo;
};

export interface DataPort {
  forCaller(caller: Caller): Repos;
  /**
   * Runs the repository calls `read` makes as one unit where the backend has one: in embedded
   * mode a single transaction (one snapshot, one role switch instead of one per call); on
   * Supabase each call stays its own request. For reads: on Supabase nothing makes writes atomic.
   */
  readTogether<T>(caller: Caller, read: (repos: Repos) => Promise<T>): Promise<T>;
  rateLimits: RateLimitStore;
  /** Page views of the public pages, written by the collect route (no caller: nobody's rows). */
  visits: VisitStore;
  /** Filing inquiries from /contact; null on Supabase without SUPABASE_SERVICE_ROLE_KEY (no form then). */
  inquiryIntake: InquiryIntake | null;
  /** The saved mail server, for sending; null on Supabase without SUPABASE_SERVICE_ROLE_KEY. */
  mailSettings: MailSettingsReader | null;
}
