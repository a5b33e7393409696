import type { EditMark } from '@/lib/content/edit-marks';

/** The h2 of a landing-page section, with a decorative sector code above it. */
export function SectionHeading({
  id,
  code,
  title,
  intro,
  marks,
}: {
  id: string;
  code: string;
  title: string;
  intro?: string;
  /** The "Edit page" marks of the title and the intro (see lib/content/edit-marks). */
  marks?: { title?: EditMark; intro?: EditMark };
}) {
  return (
    <div className="mb-10 max-w-3xl">
      <p aria-hidden="true" className="sector-code">{`// ${code}`}</p>
      <h2 id={id} className="landing-h2" {...marks?.title}>
        {title}
      </h2>
      {intro ? (
        <p className="landing-intro" {...marks?.intro}>
          {intro}
        </p>
      ) : null}
    </div>
  );
}
