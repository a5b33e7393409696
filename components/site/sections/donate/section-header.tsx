/** Tactical section title: a decorative monospace code line above the h2. */
export function SectionHeader({ id, code, title }: { id: string; code: string; title: string }) {
  return (
    <div className="mb-8 space-y-2">
      <p aria-hidden className="font-mono text-xs tracking-[0.3em] text-signal uppercase">
        {code}
      </p>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        {title}
      </h2>
    </div>
  );
}
