/** The project part of the data port (./port): named groups of chats with instructions and files. */

/** A project: its chats get its instructions before their own and draw on its files. */
export type ChatProject = {
  id: string;
  name: string;
  /** Sent before each of its chats' own instructions; '' for none. */
  instructions: string;
  createdAt: string;
  updatedAt: string;
};

/** A project in the session list: its name and which chats are in it. */
export type ProjectListing = { id: string; name: string; updatedAt: string; sessionIds: string[] };

/** A chat of a project, as its page lists it. */
export type ProjectChat = { id: string; title: string; updatedAt: string };

export type ProjectInput = { name: string; instructions: string };

/**
 * Projects under row-level security (migration 20261230000900): owner only. A chat joins only
 * its owner's project (the database's composite key); another user's project is not found.
 */
export interface ProjectRepo {
  /** The caller's projects, newest change first, each with its chats' ids. */
  list(): Promise<ProjectListing[]>;
  get(id: string): Promise<ChatProject | null>;
  create(input: ProjectInput): Promise<ChatProject>;
  update(id: string, input: Partial<ProjectInput>): Promise<ChatProject>;
  /** Deletes the project and its files; its chats stay (outside any project) unless `deleteChats`. */
  delete(id: string, options: { deleteChats: boolean }): Promise<void>;
  /** Puts the chat into the project, or (null) out of any; not_found for either not the caller's. */
  moveSession(sessionId: string, projectId: string | null): Promise<void>;
  /** The project the chat is in; null when none. */
  ofSession(sessionId: string): Promise<ChatProject | null>;
  /** The project's chats, newest activity first (temporary ones never). */
  chats(projectId: string): Promise<ProjectChat[]>;
}
