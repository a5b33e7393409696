/** "Thought for 12 s": how long a model reasoned before its reply, in whole seconds (at least one). */
export function thoughtFor(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return `Thought for ${minutes ? `${minutes} min ${seconds % 60} s` : `${seconds} s`}`;
}
