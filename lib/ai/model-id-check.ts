/** A chat session's model column holds at most this much, so a longer id could never be chosen. */
export const MODEL_ID_MAX = 100;

/**
 * What is wrong with a model id as a session stores it and a provider receives it (any id the
 * provider takes: a custom one is sent as typed), or null. `id` is already trimmed. One rule for
 * the API's schemas and the portal's custom-id field; plain code, so the portal ships no zod.
 */
export function modelIdProblem(id: string): string | null {
  if (!id) return 'model is required';
  if (id.length > MODEL_ID_MAX) return `The model id is too long (at most ${MODEL_ID_MAX} characters).`;
  if (/\p{Cc}/u.test(id)) return 'The model id contains a control character.';
  return null;
}
