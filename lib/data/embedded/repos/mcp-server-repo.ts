import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import { AppError } from '@/lib/errors';
import { isUuid } from '../../ids';
import { listedServer, type Caller, type McpServerRepo, type StoredMcpServer, type ToolChoice } from '../../port';
import { callerRunner, iso, requireUserId, type Tx } from './with-caller';

const serverColumns = `id, name, url, sealed_token as "sealedToken", sealed_token is not null as "hasToken",
  ${iso('created_at', 'createdAt')}`;
const choiceColumns = 'server_id as "serverId", tool, always_allow as "alwaysAllow"';
const serverNotFound = () => new AppError('not_found', 'That tool server is no longer there.');

export function embeddedMcpServerRepo(db: PGlite, caller: Caller, shared?: Tx): McpServerRepo {
  const run = callerRunner(db, caller, shared);
  const userId = () => requireUserId(caller);
  const choicesOf = async (tx: Tx, sessionId: string) =>
    isUuid(sessionId)
      ? (
          await tx.query<ToolChoice>(
            `select ${choiceColumns} from chat_tool_choices where session_id = $1 and user_id = $2 order by tool`,
            [sessionId, userId()],
          )
        ).rows
      : [];
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

    setChoices: (sessionId, tools) =>
      run(async (tx) => {
        if (!isUuid(sessionId)) throw new AppError('not_found', 'Chat session not found.');
        const keep = JSON.stringify(tools.map(({ serverId, tool }) => ({ serverId, tool })));
        await tx.query(
          `delete from chat_tool_choices c where session_id = $1 and user_id = $2 and not exists (
             select 1 from jsonb_to_recordset($3::jsonb) as k("serverId" uuid, tool text)
             where k."serverId" = c.server_id and k.tool = c.tool)`,
          [sessionId, userId(), keep],
        );
        // The row-level policy refuses a chat or a server that is not the caller's (forbidden).
        await tx.query(
          `insert into chat_tool_choices (session_id, server_id, user_id, tool)
           select $1, k."serverId", $2, k.tool from jsonb_to_recordset($3::jsonb) as k("serverId" uuid, tool text)
           on conflict (session_id, server_id, tool) do nothing`,
          [sessionId, userId(), keep],
        );
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
      }),
  };
}
