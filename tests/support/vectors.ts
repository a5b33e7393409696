/** Deterministic 1536-dimension unit vectors: same seed, same vector; nearby seeds differ a lot. */
export function vectorFor(seed: number, dims = 1536): number[] {
  let state = seed * 2654435761 + 1;
  const raw = Array.from({ length: dims }, () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648 - 0.5;
  });
  const norm = Math.hypot(...raw);
  return raw.map((value) => value / norm);
}

/** A vector close to `base` (cosine similarity near 1 - amount). */
export function nudge(base: number[], amount: number, seed = 7): number[] {
  const noise = vectorFor(seed, base.length);
  const mixed = base.map((value, i) => value * (1 - amount) + noise[i]! * amount);
  const norm = Math.hypot(...mixed);
  return mixed.map((value) => value / norm);
}
