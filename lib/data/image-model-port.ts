/** The "accepts images" marks of the data port (./port), for OpenAI-compatible models. */

/**
 * The models of the caller's OpenAI-compatible endpoint they marked as reading images: only
 * they can know what their endpoint serves, so an unmarked one is sent no images.
 */
export interface ImageModelRepo {
  /** The marked model ids, by name. */
  list(): Promise<string[]>;
  /** Whether one model is marked (the chat asks only when a turn carries an image). */
  accepts(model: string): Promise<boolean>;
  /** Marks or unmarks a model; marking twice or unmarking an unmarked one changes nothing. */
  set(input: { model: string; acceptsImages: boolean }): Promise<void>;
}
