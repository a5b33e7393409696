/** The card's red box for a refused request (the toast says it too, but goes away). */
export function ProblemBox({ problem }: { problem: string | null }) {
  if (!problem) return null;
  return (
    <div role="alert" className="rounded-md border border-red-500/60 bg-red-500/10 p-3 text-sm text-red-300">
      {problem}
    </div>
  );
}
