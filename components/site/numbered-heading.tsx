/** A section's h2 with a mono index label and a rule, e.g. "02 // Skills Matrix ────". */
export function NumberedHeading({ id, index, children }: { id: string; index: string; children: React.ReactNode }) {
  return (
    <div className="numbered-heading">
      <span aria-hidden="true" className="shrink-0 font-mono text-sm tracking-[0.2em] text-signal">
        {index} {'//'}
      </span>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        {children}
      </h2>
    </div>
  );
}
