/** The note shown where older messages were left out of the model's context. */
export function contextNoteText(omitted: number): string {
  const messages = omitted === 1 ? '1 earlier message was' : `${omitted} earlier messages were`;
  return `${messages} left out of this reply's context to fit the model's limit.`;
}
