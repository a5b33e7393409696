/** The h2 of a landing-page section, with a decorative sector code above it. */
export function SectionHeading({
  id,
  code,
  title,
  intro,
}: {
  id: string;
  code: string;
  title: string;
  intro?: string;
}) {
  return (
    <div className="mb-10 max-w-3xl">
      <p aria-hidden="true" className="sector-code">{`// ${code}`}</p>
      <h2 id={id} className="landing-h2">
        {title}
      </h2>
      {intro ? <p className="landing-intro">{intro}</p> : null}
    </div>
  );
}
