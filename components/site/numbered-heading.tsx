/** A section's h2 with a mono index label and a rule, e.g. "02 // Skills Matrix ────". */
export function NumberedHeading({ id, index, children }: { id: string; index: string; children: React.ReactNode }) {
  return (
    <div className="mb-8 flex items-center gap-4">
      <span aria-hidden="true" className="shrink-0 font-mono text-sm tracking-[0.2em] text-signal">
        {index} {'//'}
      </span>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        {children}
      </h2>
      <span aria-hidden="true" className="hidden h-px flex-1 bg-border sm:block" />
    </div>
  );
}
