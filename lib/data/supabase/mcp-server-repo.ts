import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AppError } from '@/lib/errors';
import { isUuid } from '../ids';
import { listedServer, type Caller, type McpServerRepo, type StoredMcpServer, type ToolChoice } from '../port';
import { requireUserId } from './client';
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
const serverNotFound = () => new AppError('not_found', 'That tool server is no longer there.');

export function supabaseMcpServerRepo(db: SupabaseClient, caller: Caller): McpServerRepo {
  const userId = () => requireUserId(caller);
  const servers = () => db.from('mcp_servers');
  const choicesTable = () => db.from('chat_tool_choices');
  const choices = async (sessionId: string) =>
    isUuid(sessionId)
      ? (
          await many<ChoiceRow>(
            choicesTable()
              .select('server_id,tool,always_allow')
              .eq('session_id', sessionId)
              .eq('user_id', userId())
              .order('tool'),
          )
        ).map(toChoice)
      : [];
  return {
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
      const uid = userId();
      const current = await choices(sessionId);
      const wanted = (c: { serverId: string; tool: string }) =>
        tools.some((t) => t.serverId === c.serverId && t.tool === c.tool);
      for (const gone of current.filter((c) => !wanted(c)))
        await many(
          choicesTable()
            .delete()
            .eq('session_id', sessionId)
            .eq('server_id', gone.serverId)
            .eq('tool', gone.tool)
            .select('tool'),
        );
      const added = tools.filter((t) => !current.some((c) => c.serverId === t.serverId && c.tool === t.tool));
      if (added.length)
        await many(
          choicesTable()
            .insert(added.map((t) => ({ session_id: sessionId, server_id: t.serverId, user_id: uid, tool: t.tool })))
            .select('tool'),
        );
      return choices(sessionId);
    },

    allowAlways: async (sessionId, { serverId, tool }) => {
      if (!isUuid(sessionId) || !isUuid(serverId)) throw serverNotFound();
      await many(
        choicesTable()
          .update({ always_allow: true })
          .eq('session_id', sessionId)
          .eq('server_id', serverId)
          .eq('tool', tool)
          .eq('user_id', userId())
          .select('tool'),
      );
    },
  };
}
