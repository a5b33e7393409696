import 'server-only';
import { AppError } from '@/lib/errors';
import { isUuid } from '../../ids';
import type { McpServerRepo, ToolChoice } from '../../port';
import type { Tx } from './with-caller';

type Run = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
type Tools = { serverId: string; tool: string }[];

const projectNotFound = () => new AppError('not_found', 'Project not found.');

/** The chat turn's: the chat's own tools ($1 the chat, $2 its owner), once it chose them. */
export const ownChoicesSql = `
  select server_id as "serverId", tool, always_allow as "alwaysAllow" from chat_tool_choices
    where session_id = $1 and user_id = $2 order by tool`;

/** The chat turn's: its project's tools ($2) with the chat's ($1) own grants, for a chat that did not choose. */
export const projectChoicesOfChatSql = `
  select p.server_id as "serverId", p.tool, coalesce(c.always_allow, false) as "alwaysAllow"
    from project_tool_choices p
    left join chat_tool_choices c
      on c.session_id = $1 and c.user_id = $3 and c.server_id = p.server_id and c.tool = p.tool
    where p.project_id = $2 and p.user_id = $3 order by p.tool`;

/** Keeps exactly `keep` (a JSON array of {serverId, tool}) in `table` for the row `key` = $1. */
export async function replaceChoices(tx: Tx, table: string, key: string, id: string, userId: string, keep: string) {
  await tx.query(
    `delete from ${table} c where ${key} = $1 and user_id = $2 and not exists (
       select 1 from jsonb_to_recordset($3::jsonb) as k("serverId" uuid, tool text)
       where k."serverId" = c.server_id and k.tool = c.tool)`,
    [id, userId, keep],
  );
  // The row-level policy refuses a chat, project or server that is not the caller's (forbidden).
  await tx.query(
    `insert into ${table} (${key}, server_id, user_id, tool)
     select $1, k."serverId", $2, k.tool from jsonb_to_recordset($3::jsonb) as k("serverId" uuid, tool text)
     on conflict do nothing`,
    [id, userId, keep],
  );
}

/** The project side of the embedded McpServerRepo (migration 20261230001100). */
export function embeddedProjectToolChoices(
  run: Run,
  userId: () => string,
): Pick<McpServerRepo, 'projectChoices' | 'setProjectChoices' | 'followsProject'> {
  const choicesOf = async (tx: Tx, projectId: string) =>
    (
      await tx.query<ToolChoice>(
        `select server_id as "serverId", tool, false as "alwaysAllow" from project_tool_choices
         where project_id = $1 and user_id = $2 order by tool`,
        [projectId, userId()],
      )
    ).rows;
  return {
    projectChoices: (projectId) => (isUuid(projectId) ? run((tx) => choicesOf(tx, projectId)) : Promise.resolve([])),

    setProjectChoices: (projectId, tools: Tools) =>
      run(async (tx) => {
        if (!isUuid(projectId)) throw projectNotFound();
        const found = await tx.query('select 1 from chat_projects where id = $1 and user_id = $2', [
          projectId,
          userId(),
        ]);
        if (!found.rows.length) throw projectNotFound();
        const keep = JSON.stringify(tools.map(({ serverId, tool }) => ({ serverId, tool })));
        await replaceChoices(tx, 'project_tool_choices', 'project_id', projectId, userId(), keep);
        return choicesOf(tx, projectId);
      }),

    followsProject: (sessionId) =>
      isUuid(sessionId)
        ? run(
            async (tx) =>
              (
                await tx.query(
                  `select 1 from chat_sessions
                   where id = $1 and user_id = $2 and project_id is not null and not tools_chosen`,
                  [sessionId, userId()],
                )
              ).rows.length > 0,
          )
        : Promise.resolve(false),
  };
}
