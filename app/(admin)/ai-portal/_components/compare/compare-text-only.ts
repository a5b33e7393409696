import { toast } from 'sonner';

/** Compare asks each model the same text; files go with one model's turn only. The composer keeps both. */
export const COMPARE_TEXT_ONLY = 'Compare sends text only: turn Compare off to attach files.';

export function refuseFilesInCompare(): Promise<boolean> {
  toast.error('Cannot send', { description: 'Compare sends text only: remove the files or turn Compare off.' });
  return Promise.resolve(false);
}
