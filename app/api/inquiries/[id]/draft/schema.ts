import type { ReplyDraft } from '@/lib/inquiries/reply-draft';

// What "Draft a reply" (draft-reply-button.tsx) gets back: the text and its cost in USD (null: unknown).
export type ReplyDraftAnswer = ReplyDraft;
