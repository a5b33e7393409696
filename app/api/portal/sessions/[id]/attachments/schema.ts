import type { ChatAttachment } from '@/lib/data/port';

/** GET: the files sent with the session's messages. */
export type SentAttachmentsAnswer = { attachments: ChatAttachment[] };
