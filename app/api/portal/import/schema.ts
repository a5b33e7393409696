// POST: the body is the export file itself; the answer streams one ImportEvent per line (NDJSON).
export type { ImportEvent } from '@/lib/chat-import/events';
