/** Tactical section title: a decorative monospace code line above the h2. */
export function SectionHeader({ id, code, title }: { id: string; code: string; title: string }) {
  return (
    <div className="mb-8 space-y-2">
      <p aria-hidden className="eyebrow">
        {code}
      </p>
      <h2 id={id} className="page-h2">
        {title}
      </h2>
    </div>
  );
}
