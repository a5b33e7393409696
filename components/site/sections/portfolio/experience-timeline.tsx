import { NumberedHeading } from '@/components/site/numbered-heading';
import type { PortfolioExperienceContent } from '@/lib/content/pages/portfolio-history';
import { experienceStatusColor } from './badge-colors';
import { TagBadge } from './tag-badge';

export function ExperienceTimeline({ experience }: { experience: PortfolioExperienceContent }) {
  return (
    <section aria-labelledby="experience-heading" className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <NumberedHeading id="experience-heading" index="02">
        {experience.heading}
      </NumberedHeading>
      <ol className="relative space-y-8 border-l border-primary/40 pl-6 md:pl-10">
        {experience.experience.map((entry, i) => (
          <li key={i} className="timeline-entry">
            <div className="rounded-lg border border-border bg-card p-5 sm:p-6">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                <div>
                  <h3 className="text-lg font-semibold">{entry.title}</h3>
                  <p className="mt-1 text-primary">{entry.company}</p>
                </div>
                <div className="flex shrink-0 flex-wrap items-center gap-2 sm:flex-col sm:items-end">
                  <TagBadge label={entry.status} colorClass={experienceStatusColor(entry.status)} />
                  <p className="font-mono text-xs tracking-wider text-muted-foreground">{entry.date}</p>
                </div>
              </div>
              <ul className="mt-4 space-y-2 text-sm">
                {entry.highlights.map((highlight, j) => (
                  <li key={j} className="prompt-item">
                    {highlight}
                  </li>
                ))}
              </ul>
              <p className="mt-4 text-sm leading-relaxed text-muted-foreground">{entry.details}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
