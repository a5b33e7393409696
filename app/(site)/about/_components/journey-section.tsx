import type { AboutJourneyContent } from '@/lib/content/pages/about';

export function JourneySection({ journey }: { journey: AboutJourneyContent }) {
  return (
    <section
      aria-labelledby="journey-heading"
      className="border-b border-border/60 bg-[linear-gradient(to_right,oklch(1_0_0/0.035)_1px,transparent_1px),linear-gradient(to_bottom,oklch(1_0_0/0.035)_1px,transparent_1px)] bg-[size:40px_40px] px-4 pt-28 pb-16 sm:px-6 sm:pt-32"
    >
      <div className="mx-auto max-w-3xl">
        <p aria-hidden="true" className="font-mono text-xs tracking-[0.3em] text-signal">
          {'//'} SERVICE RECORD
        </p>
        <h1 id="journey-heading" className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {journey.heading}
        </h1>
        <div className="mt-8 space-y-5 border-l-2 border-primary/60 pl-5 text-base leading-relaxed text-muted-foreground sm:text-lg">
          {journey.paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
      </div>
    </section>
  );
}
