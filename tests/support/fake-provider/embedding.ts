/**
 * Deterministic stand-in for text-embedding-3-small: a hashed bag of stemmed words.
 * Texts sharing content words score high cosine similarity and unrelated texts score near zero,
 * which is enough for retrieval tests to rank the right chunk first without a real model.
 */

export const EMBEDDING_DIMENSIONS = 1536;

// Each word lands on a few signed positions so that two words colliding on one dimension barely matters.
const POSITIONS_PER_TOKEN = 4;

// Function words would make unrelated sentences look alike.
const STOP_WORDS = new Set(
  (
    'a about after all also am an and any are as at be been before being but by can could did do does doing for ' +
    'from had has have having he her here hers him his how i if in into is it its just me more most my no not of ' +
    'on once only or other our ours out over own same she should so some such than that the their theirs them ' +
    'then there these they this those through to too under until up very was we were what when where which while ' +
    'who whom why will with would you your yours'
  ).split(' '),
);

/** Light suffix stripping so that "passwords", "resetting" and "reset" meet on the same stem. */
export function stem(word: string): string {
  let base = word;
  if (base.length > 4 && base.endsWith('ies')) base = `${base.slice(0, -3)}y`;
  else if (base.length > 5 && base.endsWith('ing')) base = base.slice(0, -3);
  else if (base.length > 4 && base.endsWith('ed') && !base.endsWith('eed')) base = base.slice(0, -2);
  else if (base.length > 3 && base.endsWith('s') && !/(ss|us|is)$/.test(base)) base = base.slice(0, -1);
  // "running" -> "runn" -> "run"; keep ll/ss/zz which are usually part of the root.
  if (base !== word && /([^aeiouslz])\1$/.test(base)) base = base.slice(0, -1);
  // "house"/"houses" and "use"/"used" should agree.
  if (base.length > 3 && base.endsWith('e')) base = base.slice(0, -1);
  return base;
}

export function tokenize(text: string): string[] {
  const words =
    text
      .toLowerCase()
      .normalize('NFKC')
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const content = words.filter((word) => !STOP_WORDS.has(word));
  // A text made only of function words still needs a non-zero, deterministic vector.
  return (content.length > 0 ? content : words).map(stem);
}

function fnv1a(text: string, seed: number): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Unit-length embedding of `text` with `dimensions` entries; the same input always gives the same vector. */
export function fakeEmbedding(text: string, dimensions = EMBEDDING_DIMENSIONS): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  const counts = new Map<string, number>();
  for (const token of tokenize(text)) counts.set(token, (counts.get(token) ?? 0) + 1);
  if (counts.size === 0) counts.set(`\u0000${text}`, 1);
  for (const [token, count] of counts) {
    // Sublinear term frequency so one repeated word cannot dominate a long text.
    const weight = 1 + Math.log(count);
    for (let k = 0; k < POSITIONS_PER_TOKEN; k++) {
      const hash = fnv1a(token, Math.imul(k + 1, 0x9e3779b9));
      const index = hash % dimensions;
      const sign = Math.floor(hash / dimensions) % 2 === 0 ? 1 : -1;
      vector[index]! += sign * weight;
    }
  }
  const norm = Math.hypot(...vector);
  return vector.map((value) => value / norm);
}

export function cosineSimilarity(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    dot += a[i]! * b[i]!;
    normA += a[i]! * a[i]!;
    normB += b[i]! * b[i]!;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

/** OpenAI's `encoding_format: 'base64'`: little-endian float32 bytes, which the official openai package requests. */
export function toBase64Floats(vector: readonly number[]): string {
  return Buffer.from(new Float32Array(vector).buffer).toString('base64');
}
