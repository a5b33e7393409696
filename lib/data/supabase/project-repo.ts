import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AppError } from '@/lib/errors';
import { isUuid } from '../ids';
import type { Caller, ChatProject, ProjectRepo } from '../port';
import { requireUserId } from './client';
import { many } from './result';

const columns = 'id,name,instructions,created_at,updated_at';
type Row = { id: string; name: string; instructions: string; created_at: string; updated_at: string };
const toProject = (row: Row): ChatProject => ({
  id: row.id,
  name: row.name,
  instructions: row.instructions,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});
const projectNotFound = () => new AppError('not_found', 'Project not found.');
const sessionNotFound = () => new AppError('not_found', 'Chat session not found.');

/** Projects through PostgREST with the caller's token: row-level security keeps them the owner's. */
export function supabaseProjectRepo(db: SupabaseClient, caller: Caller): ProjectRepo {
  const projects = () => db.from('chat_projects');
  const sessions = () => db.from('chat_sessions');
  const get = async (id: string) => {
    requireUserId(caller);
    if (!isUuid(id)) return null;
    const rows = await many<Row>(projects().select(columns).eq('id', id));
    return rows[0] ? toProject(rows[0]) : null;
  };

  return {
    list: async () => {
      requireUserId(caller);
      const [rows, chats] = await Promise.all([
        many<Row>(projects().select(columns).order('updated_at', { ascending: false }).order('id')),
        many<{ id: string; project_id: string }>(
          sessions()
            .select('id,project_id')
            .not('project_id', 'is', null)
            .eq('temporary', false)
            .order('updated_at', { ascending: false }),
        ),
      ]);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        updatedAt: row.updated_at,
        sessionIds: chats.filter((chat) => chat.project_id === row.id).map((chat) => chat.id),
      }));
    },

    get,

    create: async ({ name, instructions }) => {
      const userId = requireUserId(caller);
      const rows = await many<Row>(projects().insert({ user_id: userId, name, instructions }).select(columns));
      return toProject(rows[0]!);
    },

    update: async (id, { name, instructions }) => {
      requireUserId(caller);
      if (!isUuid(id)) throw projectNotFound();
      const change = {
        ...(name !== undefined ? { name } : {}),
        ...(instructions !== undefined ? { instructions } : {}),
        updated_at: new Date().toISOString(),
      };
      const rows = await many<Row>(projects().update(change).eq('id', id).select(columns));
      if (!rows[0]) throw projectNotFound();
      return toProject(rows[0]);
    },

    // Two requests (PostgREST has no transaction across them): the chats first, so a failure in
    // between leaves the project, which the user can delete again.
    delete: async (id, { deleteChats }) => {
      requireUserId(caller);
      if (!isUuid(id) || !(await get(id))) throw projectNotFound();
      if (deleteChats) await many(sessions().delete().eq('project_id', id).select('id'));
      const rows = await many<{ id: string }>(projects().delete().eq('id', id).select('id'));
      if (!rows.length) throw projectNotFound();
    },

    moveSession: async (sessionId, projectId) => {
      requireUserId(caller);
      if (!isUuid(sessionId)) throw sessionNotFound();
      if (projectId !== null && !(await get(projectId))) throw projectNotFound();
      try {
        const rows = await many<{ id: string }>(
          sessions().update({ project_id: projectId }).eq('id', sessionId).eq('temporary', false).select('id'),
        );
        if (!rows.length) throw sessionNotFound();
      } catch (error) {
        // Another user's project fails the composite key (a conflict): to the caller it is not there.
        if (error instanceof AppError && error.code === 'conflict') throw projectNotFound();
        throw error;
      }
    },

    ofSession: async (sessionId) => {
      requireUserId(caller);
      if (!isUuid(sessionId)) return null;
      const rows = await many<{ project_id: string | null }>(sessions().select('project_id').eq('id', sessionId));
      const projectId = rows[0]?.project_id;
      return projectId ? get(projectId) : null;
    },

    chats: async (projectId) => {
      requireUserId(caller);
      if (!isUuid(projectId)) return [];
      const rows = await many<{ id: string; title: string; updated_at: string }>(
        sessions()
          .select('id,title,updated_at')
          .eq('project_id', projectId)
          .eq('temporary', false)
          .order('updated_at', { ascending: false })
          .order('id'),
      );
      return rows.map((row) => ({ id: row.id, title: row.title, updatedAt: row.updated_at }));
    },
  };
}
