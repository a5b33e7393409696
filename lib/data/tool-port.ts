/** MCP servers, per-chat tool choices and the tool calls a reply keeps. */

/** Where one tool call of a reply stands; the card in the thread shows it. */
export type ToolCallStatus = 'waiting' | 'running' | 'done' | 'denied' | 'failed' | 'timed-out';

/** One tool call of a reply, kept with it (chat_messages.tool_calls): shown, exported, never sent back. */
export type ToolCallRecord = {
  /** The provider's call id. */
  id: string;
  tool: string;
  /** The MCP server's name as the user called it. */
  server: string;
  args: unknown;
  /** The result as sent to the model (cut to the limit), or what went wrong; absent until it ends. */
  result?: string;
  status: ToolCallStatus;
  /** Time from the call's start (after any approval) to its end. */
  ms?: number;
};

/** A user's MCP server as listed: never its token, only whether it has one. */
export type McpServer = { id: string; name: string; url: string; hasToken: boolean; createdAt: string };

/** The server as it may be listed: its sealed token left out. */
export const listedServer = ({ id, name, url, hasToken, createdAt }: McpServer): McpServer => ({
  id,
  name,
  url,
  hasToken,
  createdAt,
});

/** An MCP server as the chat turn reads it, with its sealed token. */
export type StoredMcpServer = McpServer & { sealedToken: string | null };

/** A tool turned on in a chat, and whether the user always allows it there. */
export type ToolChoice = { serverId: string; tool: string; alwaysAllow: boolean };

export interface McpServerRepo {
  list(): Promise<StoredMcpServer[]>;
  add(input: { id: string; name: string; url: string; sealedToken: string | null }): Promise<McpServer>;
  /** not_found for an unknown (or someone else's) server. */
  remove(id: string): Promise<void>;
  /**
   * The tools on in a chat: its own once it chose them, else its project's (with the chat's own
   * "always allow"). Someone else's chat reads as none. The turn reads a chat's tools only here.
   */
  choices(sessionId: string): Promise<ToolChoice[]>;
  /**
   * The same as `choices`, for the chat turn, from what its one read of the session holds (its
   * project and whether it chose its own tools), so the session row is not read again.
   */
  choicesForTurn(chat: { sessionId: string; projectId: string | null; toolsChosen: boolean }): Promise<ToolChoice[]>;
  /** True while the chat is in a project and has not chosen its tools itself (it uses the project's). */
  followsProject(sessionId: string): Promise<boolean>;
  /** Replaces a chat's tools (the chat's own from now on); "always allow" stays for the tools still on. */
  setChoices(sessionId: string, tools: { serverId: string; tool: string }[]): Promise<ToolChoice[]>;
  /** "Always allow" this tool in this chat (it must be on); a chat using its project's tools keeps using them. */
  allowAlways(sessionId: string, choice: { serverId: string; tool: string }): Promise<void>;
  /** The tools a project turns on for its chats (alwaysAllow is always false: grants are per chat). */
  projectChoices(projectId: string): Promise<ToolChoice[]>;
  /** Replaces a project's tools; not_found for someone else's project. */
  setProjectChoices(projectId: string, tools: { serverId: string; tool: string }[]): Promise<ToolChoice[]>;
}
