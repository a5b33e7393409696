import { NumberedHeading } from '@/components/site/numbered-heading';
import type { PortfolioEducationContent } from '@/lib/content/pages/portfolio-history';
import { educationTypeColor } from './badge-colors';
import { TagBadge } from './tag-badge';

export function EducationGrid({ education }: { education: PortfolioEducationContent }) {
  return (
    <section aria-labelledby="education-heading" className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <NumberedHeading id="education-heading" index="03">
        {education.heading}
      </NumberedHeading>
      <ul className="grid gap-4 md:grid-cols-2">
        {education.education.map((entry, i) => (
          <li key={i} className="rounded-lg border border-border bg-card p-5">
            <div className="flex items-start justify-between gap-3">
              <h3 className="font-semibold">{entry.degree}</h3>
              <TagBadge label={entry.type} colorClass={educationTypeColor(entry.type)} />
            </div>
            <p className="mt-1 text-primary">{entry.school}</p>
            <p className="mt-2 font-mono text-xs tracking-wider text-muted-foreground">{entry.date}</p>
            {entry.details ? (
              <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{entry.details}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
