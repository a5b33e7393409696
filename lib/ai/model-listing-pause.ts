/**
 * Client-safe: why a key's models are not listed when the listing cap (LIST_MODELS_LIMIT in
 * ./key-models) refused it. Saving a key without the check lists its models in the background,
 * and a spent cap leaves the key with no list and nothing said; Model Settings says this instead.
 */
export type ModelListingPause = { waitSeconds: number; max: number; windowSeconds: number };

const minutes = (seconds: number) => {
  const n = Math.max(1, Math.ceil(seconds / 60));
  return `${n} minute${n === 1 ? '' : 's'}`;
};

/** "Too many model listings (at most 20 in 10 minutes): Refresh models works again in 7 minutes." */
export function modelListingPausedText(pause: ModelListingPause): string {
  return (
    `Too many model listings (at most ${pause.max} in ${minutes(pause.windowSeconds)}): ` +
    `Refresh models works again in ${minutes(pause.waitSeconds)}.`
  );
}
