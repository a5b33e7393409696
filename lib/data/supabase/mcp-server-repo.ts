import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AppError } from '@/lib/errors';
import { isUuid } from '../ids';
import { listedServer, type Caller, type McpServerRepo, type StoredMcpServer, type ToolChoice } from '../port';
import { requireUserId } from './client';
import { projectToolsOfChat, replaceChoices, supabaseProjectToolChoices, toolsOfChat } from './project-tool-choices';
import { many } from './result';

type ServerRow = { id: string; name: string; url: string; sealed_token: string | null; created_at: string };
type ChoiceRow = { server_id: string; tool: string; always_allow: boolean };

const toServer = (row: ServerRow): StoredMcpServer => ({
  id: row.id,
  name: row.name,
  url: row.url,
  sealedToken: row.sealed_token,
  hasToken: row.sealed_token !== null,
  createdAt: row.created_at,
});
const toChoice = (row: ChoiceRow): ToolChoice => ({
  serverId: row.server_id,
  tool: row.tool,
  alwaysAllow: row.always_allow,
});
const sameTool = (a: { serverId: string; tool: string }, b: { serverId: string; tool: string }) =>
  a.serverId === b.serverId && a.tool === b.tool;
const serverNotFound = () => new AppError('not_found', 'That tool server is no longer there.');

export function supabaseMcpServerRepo(db: SupabaseClient, caller: Caller): McpServerRepo {
  const userId = () => requireUserId(caller);
  const servers = () => db.from('mcp_servers');
  const choicesTable = () => db.from('chat_tool_choices');
  // The chat's own rows: its tools once it chose them, else only its "always allow" grants.
  const rowsOf = async (sessionId: string) =>
    (
      await many<ChoiceRow>(
        choicesTable()
          .select('server_id,tool,always_allow')
          .eq('session_id', sessionId)
          .eq('user_id', userId())
          .order('tool'),
      )
    ).map(toChoice);
  const choices = async (sessionId: string) => {
    const chat = await toolsOfChat(db, sessionId);
    if (!chat) return [];
    if (chat.tools_chosen) return rowsOf(sessionId);
    return chat.project_id ? projectToolsOfChat(db, chat.project_id, await rowsOf(sessionId)) : [];
  };
  return {
    choicesForTurn: async ({ sessionId, projectId, toolsChosen }) => {
      if (!isUuid(sessionId)) return [];
      if (toolsChosen) return rowsOf(sessionId);
      return projectId ? projectToolsOfChat(db, projectId, await rowsOf(sessionId)) : [];
    },

    list: async () =>
      (
        await many<ServerRow>(
          servers().select('id,name,url,sealed_token,created_at').eq('user_id', userId()).order('created_at'),
        )
      ).map(toServer),

    add: async ({ id, name, url, sealedToken }) => {
      const rows = await many<ServerRow>(
        servers()
          .insert({ id, user_id: userId(), name, url, sealed_token: sealedToken })
          .select('id,name,url,sealed_token,created_at'),
      );
      return listedServer(toServer(rows[0]!));
    },

    remove: async (id) => {
      if (!isUuid(id)) throw serverNotFound();
      const rows = await many(servers().delete().eq('id', id).eq('user_id', userId()).select('id'));
      if (!rows.length) throw serverNotFound();
    },

    choices,

    setChoices: async (sessionId, tools) => {
      if (!isUuid(sessionId)) throw new AppError('not_found', 'Chat session not found.');
      // "Always allow" stays only for a tool that was on and still is (a grant kept while the
      // chat used its project's tools, for a tool since dropped there, is not revived).
      const before = await choices(sessionId);
      const stillOn = tools.filter((t) => before.some((c) => sameTool(c, t)));
      // From now on the chat's own choice wins over its project's, even a choice of none.
      const chosen = await many(
        db
          .from('chat_sessions')
          .update({ tools_chosen: true })
          .eq('id', sessionId)
          .eq('user_id', userId())
          .select('id'),
      );
      if (!chosen.length) throw new AppError('not_found', 'Chat session not found.');
      const uid = userId();
      const current = await rowsOf(sessionId);
      await replaceChoices(db, 'chat_tool_choices', 'session_id', {
        id: sessionId,
        userId: uid,
        current,
        tools: stillOn,
      });
      const kept = current.filter((c) => stillOn.some((t) => sameTool(c, t)));
      await replaceChoices(db, 'chat_tool_choices', 'session_id', { id: sessionId, userId: uid, current: kept, tools });
      return choices(sessionId);
    },

    allowAlways: async (sessionId, choice) => {
      if (!isUuid(sessionId) || !isUuid(choice.serverId)) throw serverNotFound();
      const chat = await toolsOfChat(db, sessionId);
      // A chat using its project's tools keeps its grant in a row of its own (not a choice).
      const following = chat && !chat.tools_chosen && (await choices(sessionId)).some((c) => sameTool(c, choice));
      const grant = { session_id: sessionId, server_id: choice.serverId, tool: choice.tool, always_allow: true };
      if (following)
        await many(
          choicesTable()
            .upsert({ ...grant, user_id: userId() })
            .select('tool'),
        );
      else
        await many(
          choicesTable()
            .update({ always_allow: true })
            .eq('session_id', sessionId)
            .eq('server_id', choice.serverId)
            .eq('tool', choice.tool)
            .eq('user_id', userId())
            .select('tool'),
        );
    },
    ...supabaseProjectToolChoices(db, userId),
  };
}
