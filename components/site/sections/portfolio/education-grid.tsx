import { NumberedHeading } from '@/components/site/numbered-heading';
import type { PortfolioEducationContent } from '@/lib/content/pages/portfolio-history';
import { educationTypeColor } from './badge-colors';
import { TagBadge } from './tag-badge';

export function EducationGrid({ education }: { education: PortfolioEducationContent }) {
  return (
    <section aria-labelledby="education-heading" className="page-section">
      <NumberedHeading id="education-heading" index="03">
        {education.heading}
      </NumberedHeading>
      <ul className="grid gap-4 md:grid-cols-2">
        {education.education.map((entry, i) => (
          <li key={i} className="edu-card">
            <div className="card-head">
              <h3 className="font-semibold">{entry.degree}</h3>
              <TagBadge label={entry.type} colorClass={educationTypeColor(entry.type)} />
            </div>
            <p className="mt-1 text-primary">{entry.school}</p>
            <p className="mt-2 date-text">{entry.date}</p>
            {entry.details ? <p className="mt-3 muted-text">{entry.details}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
