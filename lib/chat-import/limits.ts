import 'server-only';
import { IMPORT_MAX_FILE_BYTES } from './events';

/** What one import may hold; docs/owner-guide.md (the AI portal) names the same numbers. */
export const IMPORT_LIMITS = {
  /** The uploaded file, counted as it streams in. */
  fileBytes: IMPORT_MAX_FILE_BYTES,
  /** conversations.json unpacked from a ChatGPT export's ZIP (the images beside it are left packed). */
  unpackedBytes: 64 * 1024 * 1024,
  /** Files in a ZIP's directory: a ChatGPT export holds one per image or recording. */
  zipEntries: 50_000,
  conversations: 5_000,
  messages: 100_000,
  /** The chat_messages content check (migration 20261128000100): longer text is cut there. */
  messageBytes: 262_144,
  /** chat_sessions.system_prompt's check (migration 20261126000800). */
  instructionsChars: 4_000,
  /** The portal's own title limit (app/api/portal/schemas.ts). */
  titleChars: 200,
} as const;

const MB = 1024 * 1024;
export const megabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;
