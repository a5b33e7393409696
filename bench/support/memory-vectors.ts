import { seededRandom } from '../lib/stats';

export const DIMENSIONS = 1536;

/**
 * Embeddings are not uniform noise: texts about one topic sit close together. So memories are
 * drawn around topic centres (cosine to their centre about 0.9, to a topic-mate about 0.85),
 * which is what makes a "top 5" meaningful and the HNSW graph realistic to search.
 */
export function vectorSource(seed: number) {
  const random = seededRandom(seed);
  // Box-Muller: a Gaussian per dimension gives directions spread evenly over the sphere.
  const gaussian = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const normalise = (values: number[]) => {
    const norm = Math.hypot(...values);
    return values.map((value) => value / norm);
  };
  const randomUnit = () => normalise(Array.from({ length: DIMENSIONS }, gaussian));
  /** `base` plus noise whose length is `spread` times the base's (cosine to base about 1/sqrt(1+spread^2)). */
  const around = (base: number[], spread: number) => {
    const scale = spread / Math.sqrt(DIMENSIONS);
    return normalise(base.map((value) => value + gaussian() * scale));
  };
  return { random, randomUnit, around };
}

export const toLiteral = (vector: number[]) => `[${vector.map((value) => value.toFixed(6)).join(',')}]`;

/** The same topic centres on every call (seeded), for the data and for the questions about it. */
export function topicCentres(count: number): number[][] {
  const source = vectorSource(1);
  return Array.from({ length: count }, () => source.randomUnit());
}
