/**
 * Translates the subset of PostgREST's URL grammar the Supabase adapter uses into SQL,
 * the way PostgREST does it (json_populate_recordset for bodies, json_agg for results).
 * Anything outside the subset is refused loudly, so a test cannot pass by accident.
 */
export type Statement = { sql: string; params: unknown[] };

export class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const reserved = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);

export function ident(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new RequestError(400, 'PGRST100', `unsupported identifier "${name}"`);
  return `"${name}"`;
}

const columnList = (value: string | null) =>
  !value || value === '*'
    ? '*'
    : value
        .split(',')
        .map((name) => ident(name.trim()))
        .join(', ');

function whereClause(search: URLSearchParams, params: unknown[]): string {
  const conditions: string[] = [];
  for (const [key, value] of search) {
    if (reserved.has(key)) continue;
    const [, op, operand] = /^(\w+)\.(.*)$/s.exec(value) ?? [];
    if (op === 'eq' || op === 'neq') {
      params.push(operand);
      conditions.push(`${ident(key)} ${op === 'eq' ? '=' : '<>'} $${params.length}`);
    } else if (op === 'lt' || op === 'gt') {
      params.push(operand);
      conditions.push(`${ident(key)} ${op === 'lt' ? '<' : '>'} $${params.length}`);
    } else if (op === 'is' && ['null', 'true', 'false'].includes(operand!)) {
      conditions.push(`${ident(key)} is ${operand}`);
    } else if (op === 'in' && /^\(.*\)$/s.test(operand!)) {
      // in.(a,b,"c d"): compared as text, which covers the uuid lists the adapters send.
      params.push(
        operand!
          .slice(1, -1)
          .split(',')
          .map((item) => item.replace(/^"(.*)"$/s, '$1')),
      );
      conditions.push(`${ident(key)}::text = any($${params.length}::text[])`);
    } else if (op === 'not' && ['is.null', 'is.true', 'is.false'].includes(operand!)) {
      conditions.push(`${ident(key)} is not ${operand!.slice(3)}`);
    } else {
      throw new RequestError(400, 'PGRST100', `unsupported filter ${key}=${value}`);
    }
  }
  return conditions.length ? ` where ${conditions.join(' and ')}` : '';
}

function orderClause(value: string | null): string {
  if (!value) return '';
  const terms = value.split(',').map((term) => {
    const [column, direction = 'asc', nulls] = term.split('.');
    if (direction !== 'asc' && direction !== 'desc') throw new RequestError(400, 'PGRST100', `bad order ${term}`);
    // As PostgREST: an optional nullsfirst / nullslast after the direction.
    if (nulls !== undefined && nulls !== 'nullsfirst' && nulls !== 'nullslast')
      throw new RequestError(400, 'PGRST100', `bad order ${term}`);
    const placed = nulls === undefined ? '' : nulls === 'nullsfirst' ? ' nulls first' : ' nulls last';
    return `${ident(column!)} ${direction}${placed}`;
  });
  return ` order by ${terms.join(', ')}`;
}

const aggregate = (inner: string) =>
  `with t as (${inner}) select coalesce(json_agg(t), '[]'::json) as body, count(*)::int as total from t`;

export function tableStatement(method: string, table: string, url: URL, body: unknown, prefer: string): Statement {
  const search = url.searchParams;
  const params: unknown[] = [];
  const target = `public.${ident(table)}`;
  const columns = columnList(search.get('select'));
  const where = whereClause(search, params);

  if (method === 'GET' || method === 'HEAD') {
    const limit = search.get('limit') ? ` limit ${Number.parseInt(search.get('limit')!, 10)}` : '';
    return {
      sql: aggregate(`select ${columns} from ${target}${where}${orderClause(search.get('order'))}${limit}`),
      params,
    };
  }
  if (method === 'DELETE') return { sql: aggregate(`delete from ${target}${where} returning ${columns}`), params };

  const rows = (Array.isArray(body) ? body : [body]) as Record<string, unknown>[];
  const keys = Object.keys(rows[0] ?? {}).map(ident);
  params.push(JSON.stringify(method === 'PATCH' ? rows[0] : rows));
  const json = `$${params.length}::json`;
  if (method === 'PATCH') {
    const source = `(select ${keys.join(', ')} from json_populate_record(null::${target}, ${json}))`;
    return {
      sql: aggregate(`update ${target} set (${keys.join(', ')}) = ${source}${where} returning ${columns}`),
      params,
    };
  }
  if (method !== 'POST') throw new RequestError(405, 'PGRST117', `unsupported method ${method}`);
  let conflict = '';
  const onConflict = search.get('on_conflict');
  if (onConflict) {
    const target = onConflict.split(',').map(ident).join(', ');
    conflict = prefer.includes('resolution=merge-duplicates')
      ? ` on conflict (${target}) do update set ${keys.map((k) => `${k} = excluded.${k}`).join(', ')}`
      : ` on conflict (${target}) do nothing`;
  }
  const insert = `insert into ${target} (${keys.join(', ')}) select ${keys.join(', ')} from json_populate_recordset(null::${target}, ${json})`;
  return { sql: aggregate(`${insert}${conflict} returning ${columns}`), params };
}

/** A call of a public function with named arguments, as PostgREST's /rpc/<name> does. */
/** A JSON array of scalars as PostgREST passes it to an array parameter: a Postgres array literal. */
function arrayLiteral(values: unknown[]): string {
  if (values.some((value) => value !== null && typeof value === 'object')) return JSON.stringify(values);
  const item = (value: unknown) => (value === null ? 'NULL' : `"${String(value).replace(/["\\]/g, '\\$&')}"`);
  return `{${values.map(item).join(',')}}`;
}

export function rpcStatement(
  name: string,
  args: Record<string, unknown>,
  returns: 'set' | 'void' | 'scalar',
  jsonArgs: ReadonlySet<string> = new Set(),
): Statement {
  const params = Object.entries(args).map(([arg, value]) =>
    value === null
      ? null
      : jsonArgs.has(arg)
        ? JSON.stringify(value)
        : Array.isArray(value)
          ? arrayLiteral(value)
          : typeof value === 'object'
            ? JSON.stringify(value)
            : String(value),
  );
  const call = `public.${ident(name)}(${Object.keys(args)
    .map((key, i) => `${ident(key)} => $${i + 1}`)
    .join(', ')})`;
  if (returns === 'set') return { sql: `select coalesce(json_agg(t), '[]'::json) as body from ${call} t`, params };
  if (returns === 'void') return { sql: `select null::json as body from (select ${call}) x`, params };
  return { sql: `select to_json(${call}) as body`, params };
}
