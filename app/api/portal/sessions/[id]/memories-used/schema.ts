/** One memory a reply was given; `content` null when it was deleted since. */
export type MemoryUsed = { id: string; content: string | null };

/** GET: the replies of the session that were given memories, and which. */
export type MemoriesUsedAnswer = { replies: { messageId: string; memories: MemoryUsed[] }[] };
