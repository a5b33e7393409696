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

/** "Too many model listings (at most 20 in 10 minutes): ... Refresh models in 7 minutes to list them." */
export function modelListingPausedText(keyName: string, pause: ModelListingPause): string {
  return (
    `Built-in list: too many model listings (at most ${pause.max} in ${minutes(pause.windowSeconds)}), ` +
    `so your ${keyName} key's models have not been listed. Refresh models in ${minutes(pause.waitSeconds)} to list them.`
  );
}
