import { NumberedHeading } from '@/components/site/numbered-heading';
import type { PortfolioEducationContent } from '@/lib/content/pages/portfolio-history';
import { educationTypeColor } from './badge-colors';
import { TagBadge } from './tag-badge';
import { editable } from '@/lib/content/edit-marks';

export function EducationGrid({ education }: { education: PortfolioEducationContent }) {
  const mark = (path: string) => editable('portfolio', 'education', path);
  return (
    <section aria-labelledby="education-heading" className="page-section">
      <NumberedHeading id="education-heading" index="03">
        <span {...mark('heading')}>{education.heading}</span>
      </NumberedHeading>
      <ul className="grid gap-4 md:grid-cols-2">
        {education.education.map((entry, i) => (
          <li key={i} className="edu-card">
            <div className="card-head">
              <h3 className="font-semibold" {...mark(`education.${i}.degree`)}>
                {entry.degree}
              </h3>
              <TagBadge
                label={entry.type}
                colorClass={educationTypeColor(entry.type)}
                mark={mark(`education.${i}.type`)}
              />
            </div>
            <p className="mt-1 text-primary" {...mark(`education.${i}.school`)}>
              {entry.school}
            </p>
            <p className="mt-2 date-text" {...mark(`education.${i}.date`)}>
              {entry.date}
            </p>
            {entry.details ? (
              <p className="mt-3 muted-text" {...mark(`education.${i}.details`)}>
                {entry.details}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
