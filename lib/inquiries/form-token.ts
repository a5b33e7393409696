import 'server-only';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { derivedKey } from './secrets';

/** Faster than this after the form was served, a post is a bot's: nobody types a message in 3 s. */
export const TOO_FAST_MS = 3_000;
/** Older than this, the form was fetched and kept by a script (or left open for over a day). */
export const TOO_OLD_MS = 24 * 60 * 60 * 1000;

export type FormToken = { renderedAt: number; key: string };

const sign = (body: string) => createHmac('sha256', derivedKey('inquiry form token')).update(body).digest('base64url');

/**
 * The hidden field each rendered form carries: when it was served and the form's idempotency key
 * (one stored inquiry per form), signed so neither can be made up or changed.
 */
export function signFormToken(token: FormToken = { renderedAt: Date.now(), key: randomUUID() }): string {
  const body = `v1.${token.renderedAt}.${token.key}`;
  return `${body}.${sign(body)}`;
}

export function readFormToken(value: unknown): FormToken | null {
  if (typeof value !== 'string' || value.length > 200) return null;
  const match = /^(v1\.(\d{1,15})\.([0-9a-f-]{36}))\.([\w-]{43})$/.exec(value);
  if (!match) return null;
  const expected = Buffer.from(sign(match[1]!));
  const given = Buffer.from(match[4]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { renderedAt: Number(match[2]), key: match[3]! };
}

export type TokenVerdict =
  { ok: true; key: string } | { ok: false; reason: 'bad_token' | 'too_fast' | 'too_old'; key?: string };

/** What the token says about the post: a person's pace, or one of a bot's marks. */
export function judgeFormToken(value: unknown, now = Date.now()): TokenVerdict {
  const token = readFormToken(value);
  if (!token) return { ok: false, reason: 'bad_token' };
  const age = now - token.renderedAt;
  if (age < TOO_FAST_MS) return { ok: false, reason: 'too_fast', key: token.key };
  if (age > TOO_OLD_MS) return { ok: false, reason: 'too_old', key: token.key };
  return { ok: true, key: token.key };
}
