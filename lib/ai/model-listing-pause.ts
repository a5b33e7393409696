import { waitText } from '@/lib/wait-text';

/**
 * Client-safe: why a key's models are not listed when the listing cap (LIST_MODELS_LIMIT in
 * ./saved-key-models) refused it. Saving a key without the check lists its models in the background,
 * and a spent cap leaves the key with no list and nothing said; Model Settings says this instead.
 */
export type ModelListingPause = { waitSeconds: number; max: number; windowSeconds: number };

/** "Too many model listings (at most 20 in 10 minutes): Refresh models works again in 7 minutes." */
export function modelListingPausedText(pause: ModelListingPause): string {
  return (
    `Too many model listings (at most ${pause.max} in ${waitText(pause.windowSeconds)}): ` +
    `Refresh models works again in ${waitText(pause.waitSeconds)}.`
  );
}
