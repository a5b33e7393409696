/** The limits of tools through MCP, in one place; docs/operations.md lists them. */

/** Model calls one reply may take, tool rounds included: a model that keeps calling tools stops here. */
export const TOOL_STEP_LIMIT = 8;

/** Tool calls one reply may make (more in one step are not run); with the step limit, what a reply stores stays bounded. */
export const TOOL_CALLS_PER_REPLY = 8;

/** Characters of a call's arguments kept with the reply and shown on its card (the tool gets them whole). */
export const TOOL_ARGUMENTS_KEPT_CHARS = 4_000;

/** Characters of one tool result sent to the model (and kept); the rest is cut, with a note saying how much. */
export const TOOL_RESULT_LIMIT_CHARS = 16_000;

/** How long one tool call may run before it counts as timed out (the model is told, the reply goes on). */
export const TOOL_TIMEOUT_MS = 30_000;

/** How long a tool call waits for Allow or Deny before it counts as denied. */
export const TOOL_APPROVAL_WAIT_MS = 10 * 60_000;

/** Tools one chat may have on (each is described to the model on every turn). */
export const TOOLS_PER_CHAT = 32;

/** MCP servers one user may add. */
export const MCP_SERVERS_PER_USER = 20;

/** Bytes of one answer of an MCP server read at most (a longer one fails the call): nothing is read whole unbounded. */
export const MCP_ANSWER_LIMIT_BYTES = 4 * 1024 * 1024;

/** How long listing a server's tools (connecting included) may take. */
export const TOOL_LISTING_TIMEOUT_MS = 15_000;
