import fc from 'fast-check';

/** Characters that break naive handling: NUL, lone surrogates, bidi overrides, zero-width and line separators. */
const ODD = [
  '\u0000',
  '\ud800',
  '\udfff',
  '\u202e',
  '\u200b',
  '\ufeff',
  '\u2028',
  '\r\n',
  '𝕏',
  'é',
  '<',
  '"',
  '\\',
  '%00',
];

export const oddString = fc
  .array(fc.oneof(fc.constantFrom(...ODD), fc.string({ unit: 'grapheme', maxLength: 8 })), { maxLength: 12 })
  .map((parts) => parts.join(''));

/** Values every field is tried with, on top of the random ones: the cases most likely to reach the database badly. */
export const SWEEP_VALUES: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202eevil',
  '\u200b',
  'x'.repeat(100_000),
  42,
  null,
  ['a'],
  { a: 1 },
];

/** Text that is not JSON at all. */
export const invalidJson = fc
  .oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom('', '{', '{"a":', '[1,]', "{'a':1}", 'undefined', 'NaN', '{"a":1}}', '\u0000{}'),
  )
  .filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  });

/** Any field value of the wrong kind, or a string of the wrong kind. */
export const wrongValue = fc.oneof(
  oddString,
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(null, true, 0, -1, 1e308, [], {}, 'x'.repeat(10_000)),
);

/** A valid body with one field replaced, dropped or added. */
export function withField(sample: Record<string, unknown>, key: string, value: unknown): string {
  const body: Record<string, unknown> = { ...sample };
  Object.defineProperty(body, key, { value, enumerable: true, writable: true, configurable: true });
  return JSON.stringify(body);
}

export function corrupted(sample: Record<string, unknown>) {
  const keys = Object.keys(sample);
  return fc
    .tuple(fc.constantFrom(...keys, '__proto__', 'constructor', 'extra'), wrongValue, fc.boolean())
    .map(([key, value, drop]) => {
      const body: Record<string, unknown> = { ...sample };
      if (drop && key in body) delete body[key];
      else Object.defineProperty(body, key, { value, enumerable: true, writable: true, configurable: true });
      return JSON.stringify(body);
    });
}

/** A cookie header that carries no valid session: missing, junk, or a well-formed but unknown token. */
export const noSession = fc.oneof(
  fc.constant(undefined),
  fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((junk) => junk.replace(/[\r\n\0]/g, '')),
  fc.stringMatching(/^[A-Za-z0-9_-]{20,60}$/).map((token) => `session=${token}`),
  fc.uuid().map((id) => `session=${id}; other=1`),
);

const STACK = /\n\s+at |\.tsx?:\d|\.m?js:\d|node_modules|Error:|TypeError|ReferenceError/;

/** The response is never a 5xx; an error has a JSON body with a message and no stack trace. */
export async function checkAnswer(response: Response, options: { mustFail: boolean; status?: number }) {
  const text = await response.text();
  if (response.status >= 500) throw new Error(`${response.status}: ${text}`);
  if (options.mustFail && (response.status < 400 || response.status > 499))
    throw new Error(`expected a 4xx, got ${response.status}: ${text.slice(0, 200)}`);
  if (options.status !== undefined && response.status !== options.status)
    throw new Error(`expected ${options.status}, got ${response.status}: ${text.slice(0, 200)}`);
  if (response.status < 400) return;
  const body = JSON.parse(text) as { message?: unknown };
  if (typeof body.message !== 'string' || body.message.trim().length < 5) throw new Error(`no message: ${text}`);
  if (STACK.test(text)) throw new Error(`stack trace or internals in: ${text}`);
}
