import type { ListedTool } from '@/lib/ai/tools/servers';

/** GET: the tools the server offers now. */
export type ServerToolsAnswer = { tools: ListedTool[] };
