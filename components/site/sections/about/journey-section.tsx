import type { AboutJourneyContent } from '@/lib/content/pages/about';
import { editable } from '@/lib/content/edit-marks';

export function JourneySection({ journey }: { journey: AboutJourneyContent }) {
  return (
    <section aria-labelledby="journey-heading" className="grid-backdrop journey">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <p aria-hidden="true" className="font-mono text-xs tracking-[0.3em] text-signal">
          {'//'} ABOUT
        </p>
        <h1 id="journey-heading" className="page-h1" {...editable('about', 'journey', 'heading')}>
          {journey.heading}
        </h1>
        <div className="journey-text">
          {journey.paragraphs.map((paragraph, i) => (
            <p key={i} {...editable('about', 'journey', `paragraphs.${i}`)}>
              {paragraph}
            </p>
          ))}
        </div>
      </div>
    </section>
  );
}
