import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import { AppError } from '@/lib/errors';
import { isUuid } from '../../ids';
import type { Caller, ChatProject, ProjectChat, ProjectListing, ProjectRepo } from '../../port';
import { callerRunner, iso, requireUserId, type Tx } from './with-caller';

const columns = `id, name, instructions, ${iso('created_at', 'createdAt')}, ${iso('updated_at', 'updatedAt')}`;
const projectNotFound = () => new AppError('not_found', 'Project not found.');
const sessionNotFound = () => new AppError('not_found', 'Chat session not found.');

/** Projects as the caller: row-level security and the composite keys keep them the owner's. */
export function embeddedProjectRepo(db: PGlite, caller: Caller, shared?: Tx): ProjectRepo {
  const run = callerRunner(db, caller, shared);
  const one = async (tx: Tx, id: string) => {
    if (!isUuid(id)) return null;
    const result = await tx.query<ChatProject>(`select ${columns} from chat_projects where id = $1`, [id]);
    return result.rows[0] ?? null;
  };

  return {
    list: () =>
      run(async (tx) => {
        requireUserId(caller);
        const result = await tx.query<ProjectListing>(
          `select p.id, p.name, ${iso('p.updated_at', 'updatedAt')},
             coalesce(array_agg(s.id order by s.updated_at desc) filter (where s.id is not null), '{}') as "sessionIds"
           from chat_projects p left join chat_sessions s on s.project_id = p.id and not s.temporary
           group by p.id order by p.updated_at desc, p.id`,
        );
        return result.rows;
      }),

    get: (id) => run((tx) => one(tx, id)),

    create: ({ name, instructions }) =>
      run(async (tx) => {
        const userId = requireUserId(caller);
        const result = await tx.query<ChatProject>(
          `insert into chat_projects (user_id, name, instructions) values ($1, $2, $3) returning ${columns}`,
          [userId, name, instructions],
        );
        return result.rows[0]!;
      }),

    update: (id, { name, instructions }) =>
      run(async (tx) => {
        requireUserId(caller);
        if (!isUuid(id)) throw projectNotFound();
        const result = await tx.query<ChatProject>(
          `update chat_projects set name = coalesce($2, name), instructions = coalesce($3, instructions),
             updated_at = now() where id = $1 returning ${columns}`,
          [id, name ?? null, instructions ?? null],
        );
        if (!result.rows[0]) throw projectNotFound();
        return result.rows[0];
      }),

    delete: (id, { deleteChats }) =>
      run(async (tx) => {
        requireUserId(caller);
        if (!isUuid(id)) throw projectNotFound();
        // Its chats first, when asked: the project's own delete would only take them out of it.
        if (deleteChats) await tx.query('delete from chat_sessions where project_id = $1', [id]);
        const result = await tx.query('delete from chat_projects where id = $1', [id]);
        if (!result.affectedRows) throw projectNotFound();
      }),

    moveSession: (sessionId, projectId) =>
      run(async (tx) => {
        requireUserId(caller);
        if (!isUuid(sessionId)) throw sessionNotFound();
        if (projectId !== null && !(await one(tx, projectId))) throw projectNotFound();
        const result = await tx.query('update chat_sessions set project_id = $2 where id = $1 and not temporary', [
          sessionId,
          projectId,
        ]);
        if (!result.affectedRows) throw sessionNotFound();
      }),

    ofSession: (sessionId) =>
      run(async (tx) => {
        requireUserId(caller);
        if (!isUuid(sessionId)) return null;
        const result = await tx.query<ChatProject>(
          `select ${columns} from chat_projects
           where id = (select project_id from chat_sessions where id = $1)`,
          [sessionId],
        );
        return result.rows[0] ?? null;
      }),

    chats: (projectId) =>
      run(async (tx) => {
        requireUserId(caller);
        if (!isUuid(projectId)) return [];
        const result = await tx.query<ProjectChat>(
          `select id, title, ${iso('updated_at', 'updatedAt')} from chat_sessions
           where project_id = $1 and not temporary order by updated_at desc, id`,
          [projectId],
        );
        return result.rows;
      }),
  };
}
