import type { ChatAttachment } from '@/lib/data/port';

/** POST (multipart: `sessionId` and the `file` parts): the files stored, for the message to name by id. */
export type UploadAnswer = { attachments: ChatAttachment[] };
