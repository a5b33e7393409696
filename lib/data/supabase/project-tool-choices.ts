import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AppError } from '@/lib/errors';
import { isUuid } from '../ids';
import type { McpServerRepo, ToolChoice } from '../port';
import { many } from './result';

type Tools = { serverId: string; tool: string }[];
type ChoiceRow = { server_id: string; tool: string; always_allow?: boolean };
type ToolsOfChat = { project_id: string | null; tools_chosen: boolean };

const projectNotFound = () => new AppError('not_found', 'Project not found.');
const same = (a: { serverId: string; tool: string }, b: { serverId: string; tool: string }) =>
  a.serverId === b.serverId && a.tool === b.tool;
const toChoice = (row: ChoiceRow): ToolChoice => ({
  serverId: row.server_id,
  tool: row.tool,
  alwaysAllow: row.always_allow ?? false,
});

/** Whose tools a chat uses (its own once it chose them), or null for an unknown chat. */
export async function toolsOfChat(db: SupabaseClient, sessionId: string): Promise<ToolsOfChat | null> {
  if (!isUuid(sessionId)) return null;
  const rows = await many<ToolsOfChat>(db.from('chat_sessions').select('project_id,tools_chosen').eq('id', sessionId));
  return rows[0] ?? null;
}

/**
 * Makes `table`'s rows for `key` = `id` exactly `tools` (row-level security refuses a chat,
 * project or server that is not the caller's); rows of tools still on are kept as they are.
 */
export async function replaceChoices(
  db: SupabaseClient,
  table: string,
  key: string,
  { id, userId, current, tools }: { id: string; userId: string; current: ToolChoice[]; tools: Tools },
) {
  for (const gone of current.filter((c) => !tools.some((t) => same(c, t))))
    await many(db.from(table).delete().eq(key, id).eq('server_id', gone.serverId).eq('tool', gone.tool).select('tool'));
  const added = tools.filter((t) => !current.some((c) => same(c, t)));
  if (added.length)
    await many(
      db
        .from(table)
        .insert(added.map((t) => ({ [key]: id, server_id: t.serverId, user_id: userId, tool: t.tool })))
        .select('tool'),
    );
}

/** The project side of the Supabase McpServerRepo (migration 20261230001100). */
export function supabaseProjectToolChoices(
  db: SupabaseClient,
  userId: () => string,
): Pick<McpServerRepo, 'projectChoices' | 'setProjectChoices' | 'followsProject'> {
  const projectChoices = async (projectId: string) =>
    isUuid(projectId)
      ? (
          await many<ChoiceRow>(
            db
              .from('project_tool_choices')
              .select('server_id,tool')
              .eq('project_id', projectId)
              .eq('user_id', userId())
              .order('tool'),
          )
        ).map(toChoice)
      : [];
  return {
    projectChoices,

    setProjectChoices: async (projectId, tools) => {
      if (!isUuid(projectId)) throw projectNotFound();
      const found = await many(db.from('chat_projects').select('id').eq('id', projectId).eq('user_id', userId()));
      if (!found.length) throw projectNotFound();
      const current = await projectChoices(projectId);
      await replaceChoices(db, 'project_tool_choices', 'project_id', {
        id: projectId,
        userId: userId(),
        current,
        tools,
      });
      return projectChoices(projectId);
    },

    followsProject: async (sessionId) => {
      const chat = await toolsOfChat(db, sessionId);
      return !!chat?.project_id && !chat.tools_chosen;
    },
  };
}

/** A chat's tools in a project it follows: the project's, each with the chat's own grant. */
export async function projectToolsOfChat(
  db: SupabaseClient,
  projectId: string,
  own: ToolChoice[],
): Promise<ToolChoice[]> {
  const rows = await many<ChoiceRow>(
    db.from('project_tool_choices').select('server_id,tool').eq('project_id', projectId).order('tool'),
  );
  return rows.map(toChoice).map((c) => ({ ...c, alwaysAllow: own.some((g) => same(g, c) && g.alwaysAllow) }));
}
