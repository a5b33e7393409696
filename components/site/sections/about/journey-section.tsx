import { gridBackdrop } from '@/components/site/grid-backdrop';
import type { AboutJourneyContent } from '@/lib/content/pages/about';
import { cn } from '@/lib/utils';

export function JourneySection({ journey }: { journey: AboutJourneyContent }) {
  return (
    <section
      aria-labelledby="journey-heading"
      className={cn(gridBackdrop, 'border-b border-border/60 pt-28 pb-16 sm:pt-32')}
    >
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <p aria-hidden="true" className="font-mono text-xs tracking-[0.3em] text-signal">
          {'//'} ABOUT
        </p>
        <h1 id="journey-heading" className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {journey.heading}
        </h1>
        <div className="mt-8 max-w-3xl space-y-5 border-l-2 border-primary/60 pl-5 text-base leading-relaxed text-muted-foreground sm:text-lg">
          {journey.paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
      </div>
    </section>
  );
}
