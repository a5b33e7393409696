// The answer is built in lib/backup/restore-upload.ts, which checks it with `satisfies`.
export type { RestoreAnswer } from '@/lib/backup/restore-upload';
