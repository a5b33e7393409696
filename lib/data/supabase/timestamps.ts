import 'server-only';

/**
 * Microseconds since the epoch of a Postgres/ISO timestamp. Date keeps only milliseconds,
 * and the version check compares the exact database value, so the fraction is read by hand.
 */
export function toMicros(value: string): number | null {
  const match = /^(.+T\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?(Z|[+-]\d{2}(?::?\d{2})?)$/.exec(value.replace(' ', 'T'));
  if (!match) return null;
  const zone = match[3]!.length === 3 ? `${match[3]}:00` : match[3]!;
  const seconds = Date.parse(`${match[1]}${zone}`);
  if (Number.isNaN(seconds)) return null;
  return seconds * 1000 + Number((match[2] ?? '').padEnd(6, '0'));
}

/** True when two timestamps name the same instant, whatever their zone or format. */
export function sameInstant(a: string, b: string): boolean {
  const [x, y] = [toMicros(a), toMicros(b)];
  return x !== null && x === y;
}
