/** A section's h2 with a mono index label and a rule, e.g. "02 // Skills Matrix ────". */
export function NumberedHeading({ id, index, children }: { id: string; index: string; children: React.ReactNode }) {
  return (
    <div className="numbered-heading">
      <span aria-hidden="true" className="heading-index">
        {index} {'//'}
      </span>
      <h2 id={id} className="page-h2">
        {children}
      </h2>
    </div>
  );
}
