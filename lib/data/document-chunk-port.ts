/** The long-document part of the data port (./port): chunks of attached files and their vectors. */

/** Where a chunk sits in its file: pages of a PDF, or lines of a text file. */
export type ChunkPlace = { pageFrom: number; pageTo: number } | { lineFrom: number; lineTo: number };

export type NewDocumentChunk = { position: number; content: string } & ChunkPlace;

export type DocumentChunk = { id: string; attachmentId: string; position: number; content: string } & ChunkPlace;

/** A chunk a search found; `similarity` only orders the matches of one search. */
export type DocumentChunkMatch = DocumentChunk & { similarity: number };

/**
 * The parts of one file a reply was given, for its "Sources:" line: the pages of a PDF or the
 * line ranges of a text file.
 */
export type DocumentSource = { name: string; pages?: number[]; lines?: { from: number; to: number }[] };

/**
 * Chunks and vectors under row-level security (migration 20261207000100): owner only, on the
 * owner's own attachments, gone with the attachment. `model` keys the vectors as memory does.
 */
export interface DocumentChunkRepo {
  /** The attachment's chunks in order, the first `limit` if given; [] when never split (or not the caller's). */
  list(attachmentId: string, limit?: number): Promise<DocumentChunk[]>;
  /** Which of the attachments have their first chunk (position 0) stored. */
  chunked(attachmentIds: string[]): Promise<string[]>;
  /** Stores the attachment's chunks; chunks it already has (a turn that raced this one) stay. */
  add(attachmentId: string, chunks: NewDocumentChunk[]): Promise<void>;
  /** The chunks of the attachments without a vector of `model` yet, in order. */
  toEmbed(input: { attachmentIds: string[]; model: string }): Promise<{ id: string; content: string }[]>;
  /** Stores vectors of `model`; a chunk that has one already keeps it. */
  addEmbeddings(input: { model: string; vectors: { chunkId: string; embedding: number[] }[] }): Promise<void>;
  /** The nearest chunks among the vectors of `model` of the query's size, nearest first. */
  search(input: {
    attachmentIds: string[];
    model: string;
    embedding: number[];
    count: number;
  }): Promise<DocumentChunkMatch[]>;
  /** Chunks holding any of the words of `query`, best ranked first. */
  searchText(input: { attachmentIds: string[]; query: string; count: number }): Promise<DocumentChunkMatch[]>;
  /** Records which parts of which files the (assistant) message `messageId` was given. */
  setSources(messageId: string, sources: DocumentSource[]): Promise<void>;
}
