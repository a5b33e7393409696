/** Client-safe: "40 seconds", "7 minutes", "23 hours": how long a rate limit still refuses, as messages say it. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  // A daily limit (the second step's) reads in hours: "1440 minutes" says nothing at a glance.
  if (minutes > 90) return `${Math.ceil(minutes / 60)} hours`;
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
