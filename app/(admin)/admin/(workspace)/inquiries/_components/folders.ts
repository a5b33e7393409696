import type { Inquiry, InquiryStatus } from '@/lib/data/port';

export type Folder = 'inbox' | 'archived' | 'spam';

/** The folders of the Inquiries page and the statuses each holds. */
export const FOLDERS: readonly { id: Folder; label: string; statuses: readonly InquiryStatus[] }[] = [
  // Unverified ones (no JavaScript, or a script) are people too: in the Inbox, flagged.
  { id: 'inbox', label: 'Inbox', statuses: ['new', 'unverified', 'replied'] },
  { id: 'archived', label: 'Archived', statuses: ['archived'] },
  { id: 'spam', label: 'Spam', statuses: ['spam'] },
];

export const folderFrom = (value: unknown): Folder => FOLDERS.find((f) => f.id === value)?.id ?? 'inbox';

export const inFolder = (inquiries: Inquiry[], folder: Folder) => {
  const statuses = FOLDERS.find((f) => f.id === folder)!.statuses;
  return inquiries.filter((inquiry) => statuses.includes(inquiry.status));
};
