import 'server-only';
import { Tokenizer, TokenType } from '@streamparser/json';
import { tooComplex as refuseFile } from '@/lib/isolated/too-complex';

/**
 * What a file's JSON may hold before it is built into objects. A value costs its object far more
 * than its text (46 MB of `[{},{},…]` is 15 million objects, over a gigabyte of heap), so a file
 * is counted token by token first, holding nothing, and refused before JSON.parse builds it.
 * A 50 MB ChatGPT export of short messages holds about 2.7 million values; longer ones fewer.
 */
export const JSON_SHAPE_LIMITS = {
  values: 4_000_000,
  /** LibreChat nests each reply inside the one before: a long chat is that deep. */
  depth: 100_000,
} as const;

const OPENS = new Set([TokenType.LEFT_BRACE, TokenType.LEFT_BRACKET]);
const CLOSES = new Set([TokenType.RIGHT_BRACE, TokenType.RIGHT_BRACKET]);
const VALUES = new Set([
  TokenType.LEFT_BRACE,
  TokenType.LEFT_BRACKET,
  TokenType.STRING,
  TokenType.NUMBER,
  TokenType.TRUE,
  TokenType.FALSE,
  TokenType.NULL,
]);

const tooComplex = (why: string) => refuseFile('This file', why);

/** Refuses text whose JSON holds more values, or nests deeper, than JSON_SHAPE_LIMITS allow. */
export function checkJsonShape(text: string, limits: { values: number; depth: number } = JSON_SHAPE_LIMITS): void {
  const tokenizer = new Tokenizer();
  let values = 0;
  let depth = 0;
  let refusal: Error | null = null;
  let stopped = false;
  tokenizer.onToken = ({ token }) => {
    if (VALUES.has(token) && ++values > limits.values)
      refusal = tooComplex(
        `it holds more than ${limits.values.toLocaleString('en-US')} values, more than a chat export has.`,
      );
    else if (OPENS.has(token) && ++depth > limits.depth)
      refusal = tooComplex(`it nests more than ${limits.depth.toLocaleString('en-US')} levels deep.`);
    else if (CLOSES.has(token)) depth--;
    // The tokenizer catches what its callback throws and ends with onError.
    if (refusal) throw refusal;
  };
  // Syntax errors are JSON.parse's to report, in its own words; only the limits are ours.
  tokenizer.onError = () => (stopped = true);
  tokenizer.onEnd = () => undefined;
  const CHUNK = 1 << 20;
  for (let at = 0; at < text.length && !stopped; at += CHUNK) tokenizer.write(text.slice(at, at + CHUNK));
  if (refusal) throw refusal;
}
