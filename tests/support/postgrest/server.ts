import { http, HttpResponse } from 'msw';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { claimsOf } from './jwt';
import { RequestError, rpcStatement, tableStatement, type Statement } from './sql';

/**
 * A PostgREST stand-in for msw: it answers https://<ref>.supabase.co/rest/v1/... from a
 * real Postgres (PGlite with the production migrations), as the role and claims of the
 * request's JWT, with PostgREST's status codes and error bodies. So the Supabase adapter
 * runs the whole data contract, row-level security included, without a Supabase project.
 */
export function postgrestHandler(
  db: EmbeddedDatabase,
  // serviceKey: a service role key too (its JWT says role service_role).
  options: { url: string; anonKey: string; serviceKey?: string },
) {
  return http.all(`${options.url}/rest/v1/*`, async ({ request }) => {
    const apikey = request.headers.get('apikey');
    if (apikey !== options.anonKey && (!options.serviceKey || apikey !== options.serviceKey)) {
      return HttpResponse.json(
        { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
        { status: 401 },
      );
    }
    const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? options.anonKey;
    const claims = claimsOf(token);
    // service_role only with the service key itself, as Supabase's gateway and PostgREST have it.
    const service = claims?.role === 'service_role' && options.serviceKey !== undefined && token === options.serviceKey;
    const role = service ? 'service_role' : claims?.role;
    if (role !== 'anon' && role !== 'authenticated' && role !== 'service_role') {
      return HttpResponse.json(
        { code: 'PGRST301', message: 'JWT could not be decoded', details: null, hint: null },
        { status: 401 },
      );
    }
    try {
      return await answer(db, request, role, claims!);
    } catch (error) {
      const failed =
        error instanceof RequestError
          ? failure(error.status, error.code, error.message)
          : failure(
              statusFor((error as { code?: string }).code ?? '', role),
              (error as { code?: string }).code ?? '',
              String((error as Error).message),
            );
      // Like any HTTP server, PostgREST sends no body with an answer to HEAD.
      return request.method === 'HEAD' ? new HttpResponse(null, { status: failed.status }) : failed;
    }
  });
}

const failure = (status: number, code: string, message: string) =>
  HttpResponse.json({ code, message, details: null, hint: null }, { status });

// PostgREST's mapping of Postgres error codes to HTTP statuses (the ones that can occur here).
function statusFor(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23505' || code === '23503') return 409;
  if (code === '42883' || code === '42P01') return 404;
  if (/^(22|23)|^P0001$|^42703$/.test(code)) return 400;
  return 500;
}

async function answer(db: EmbeddedDatabase, request: Request, role: string, claims: Record<string, unknown>) {
  const url = new URL(request.url);
  const path = url.pathname.replace(/^\/rest\/v1\//, '');
  const prefer = request.headers.get('prefer') ?? '';
  const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
  const body: unknown = text ? JSON.parse(text) : {};

  return db.transaction(async (tx) => {
    let statement: Statement;
    const rpc = /^rpc\/(\w+)$/.exec(path)?.[1];
    if (rpc) {
      // As PostgREST, a JSON array passed to a json or jsonb argument stays JSON (not a Postgres array).
      const found = await tx.query<{ set: boolean; type: string; json_args: string[] }>(
        `select p.proretset as set, p.prorettype::regtype::text as type,
           array(select a.name from unnest(p.proargnames, p.proargtypes::oid[]::regtype[]::text[]) as a(name, type)
                 where a.type in ('json', 'jsonb')) as json_args
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' and p.proname = $1`,
        [rpc],
      );
      const fn = found.rows[0];
      if (!fn) throw new RequestError(404, 'PGRST202', `Could not find the function public.${rpc} in the schema cache`);
      statement = rpcStatement(
        rpc,
        body as Record<string, unknown>,
        fn.set ? 'set' : fn.type === 'void' ? 'void' : 'scalar',
        new Set(fn.json_args),
      );
    } else {
      const exists = await tx.query<{ found: string | null }>('select to_regclass($1)::text as found', [
        `public.${path}`,
      ]);
      if (!exists.rows[0]?.found) {
        throw new RequestError(404, 'PGRST205', `Could not find the table 'public.${path}' in the schema cache`);
      }
      statement = tableStatement(request.method, path, url, body, prefer);
    }
    await tx.exec(`set local role ${role}`);
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
    const result = (await tx.query<{ body: unknown; total?: number }>(statement.sql, statement.params)).rows[0]!;
    return respond(request, prefer, result.body, result.total ?? 0, rpc !== undefined);
  });
}

function respond(request: Request, prefer: string, body: unknown, total: number, rpc: boolean): Response {
  const headers = new Headers({
    'content-range': total
      ? `0-${total - 1}/${prefer.includes('count=exact') ? total : '*'}`
      : `*/${prefer.includes('count=exact') ? 0 : '*'}`,
  });
  if (request.method === 'HEAD') return new HttpResponse(null, { status: 200, headers });
  if (request.headers.get('accept')?.startsWith('application/vnd.pgrst.object+json')) {
    const rows = body as unknown[];
    if (rows.length !== 1) {
      return HttpResponse.json(
        {
          code: 'PGRST116',
          message: 'JSON object requested, multiple (or no) rows returned',
          details: `The result contains ${rows.length} rows`,
          hint: null,
        },
        { status: 406 },
      );
    }
    return HttpResponse.json(rows[0] as object, { headers });
  }
  const represent = rpc || request.method === 'GET' || prefer.includes('return=representation');
  const status = request.method === 'POST' && !rpc ? 201 : represent ? 200 : 204;
  if (!represent || (rpc && body === null))
    return new HttpResponse(null, { status: represent ? 200 : status, headers });
  return HttpResponse.json(body as object, { status, headers });
}
