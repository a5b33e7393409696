import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import { AppError } from '@/lib/errors';
import { isUuid } from '../../ids';
import { listedServer, type Caller, type McpServerRepo, type StoredMcpServer, type ToolChoice } from '../../port';
import {
  embeddedProjectToolChoices,
  ownChoicesSql,
  projectChoicesOfChatSql,
  replaceChoices,
} from './project-tool-choices';
import { callerRunner, iso, requireUserId, type Tx } from './with-caller';

const serverColumns = `id, name, url, sealed_token as "sealedToken", sealed_token is not null as "hasToken",
  ${iso('created_at', 'createdAt')}`;
const serverNotFound = () => new AppError('not_found', 'That tool server is no longer there.');

export function embeddedMcpServerRepo(db: PGlite, caller: Caller, shared?: Tx): McpServerRepo {
  const run = callerRunner(db, caller, shared);
  const userId = () => requireUserId(caller);
  // The tools a chat uses, from its project and whether it chose its own (the turn has both from its one read).
  const forTurn = async (tx: Tx, chat: { sessionId: string; projectId: string | null; toolsChosen: boolean }) =>
    chat.toolsChosen || chat.projectId
      ? (
          await tx.query<ToolChoice>(
            chat.toolsChosen ? ownChoicesSql : projectChoicesOfChatSql,
            chat.toolsChosen ? [chat.sessionId, userId()] : [chat.sessionId, chat.projectId, userId()],
          )
        ).rows
      : [];
  const choicesOf = async (tx: Tx, sessionId: string) => {
    if (!isUuid(sessionId)) return [];
    const { rows } = await tx.query<{ projectId: string | null; toolsChosen: boolean }>(
      'select project_id as "projectId", tools_chosen as "toolsChosen" from chat_sessions where id = $1 and user_id = $2',
      [sessionId, userId()],
    );
    return rows[0] ? forTurn(tx, { sessionId, ...rows[0] }) : [];
  };
  return {
    list: () =>
      run(
        async (tx) =>
          (
            await tx.query<StoredMcpServer>(
              `select ${serverColumns} from mcp_servers where user_id = $1 order by created_at, name`,
              [userId()],
            )
          ).rows,
      ),

    add: ({ id, name, url, sealedToken }) =>
      run(async (tx) => {
        const { rows } = await tx.query<StoredMcpServer>(
          `insert into mcp_servers (id, user_id, name, url, sealed_token) values ($1, $2, $3, $4, $5)
           returning ${serverColumns}`,
          [id, userId(), name, url, sealedToken],
        );
        return listedServer(rows[0]!);
      }),

    remove: (id) =>
      run(async (tx) => {
        if (!isUuid(id)) throw serverNotFound();
        const result = await tx.query('delete from mcp_servers where id = $1 and user_id = $2', [id, userId()]);
        if (!result.affectedRows) throw serverNotFound();
      }),

    choices: (sessionId) => run((tx) => choicesOf(tx, sessionId)),

    choicesForTurn: (chat) => (isUuid(chat.sessionId) ? run((tx) => forTurn(tx, chat)) : Promise.resolve([])),

    setChoices: (sessionId, tools) =>
      run(async (tx) => {
        if (!isUuid(sessionId)) throw new AppError('not_found', 'Chat session not found.');
        // "Always allow" stays only for a tool that was on and still is (a grant kept while the
        // chat used its project's tools, for a tool since dropped there, is not revived).
        const before = await choicesOf(tx, sessionId);
        const stillOn = tools.filter((t) => before.some((c) => c.serverId === t.serverId && c.tool === t.tool));
        // From now on the chat's own choice wins over its project's, even a choice of none.
        const chat = await tx.query('update chat_sessions set tools_chosen = true where id = $1 and user_id = $2', [
          sessionId,
          userId(),
        ]);
        if (!chat.affectedRows) throw new AppError('not_found', 'Chat session not found.');
        const json = (list: typeof tools) => JSON.stringify(list.map(({ serverId, tool }) => ({ serverId, tool })));
        await replaceChoices(tx, 'chat_tool_choices', 'session_id', sessionId, userId(), json(stillOn));
        await replaceChoices(tx, 'chat_tool_choices', 'session_id', sessionId, userId(), json(tools));
        return choicesOf(tx, sessionId);
      }),

    allowAlways: (sessionId, { serverId, tool }) =>
      run(async (tx) => {
        if (!isUuid(sessionId) || !isUuid(serverId)) throw serverNotFound();
        await tx.query(
          `update chat_tool_choices set always_allow = true
           where session_id = $1 and server_id = $2 and tool = $3 and user_id = $4`,
          [sessionId, serverId, tool, userId()],
        );
        // A chat using its project's tools keeps its grant in a row of its own (not a choice).
        await tx.query(
          `insert into chat_tool_choices (session_id, server_id, user_id, tool, always_allow)
           select $1, $2, $4, $3, true where exists (
             select 1 from chat_sessions s join project_tool_choices p on p.project_id = s.project_id
             where s.id = $1 and s.user_id = $4 and not s.tools_chosen and p.server_id = $2 and p.tool = $3)
           on conflict (session_id, server_id, tool) do update set always_allow = true`,
          [sessionId, serverId, tool, userId()],
        );
      }),
    ...embeddedProjectToolChoices(run, userId),
  };
}
