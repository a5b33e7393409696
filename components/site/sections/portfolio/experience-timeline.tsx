import { NumberedHeading } from '@/components/site/numbered-heading';
import type { PortfolioExperienceContent } from '@/lib/content/pages/portfolio-history';
import { experienceStatusColor } from './badge-colors';
import { TagBadge } from './tag-badge';
import { editable } from '@/lib/content/edit-marks';

export function ExperienceTimeline({ experience }: { experience: PortfolioExperienceContent }) {
  const mark = (path: string) => editable('portfolio', 'experience', path);
  return (
    <section aria-labelledby="experience-heading" className="page-section">
      <NumberedHeading id="experience-heading" index="02">
        <span {...mark('heading')}>{experience.heading}</span>
      </NumberedHeading>
      <ol className="timeline">
        {experience.experience.map((entry, i) => (
          <li key={i} className="timeline-entry">
            <div className="work-card">
              <div className="job-head">
                <div>
                  <h3 className="text-lg font-semibold" {...mark(`experience.${i}.title`)}>
                    {entry.title}
                  </h3>
                  <p className="mt-1 text-primary" {...mark(`experience.${i}.company`)}>
                    {entry.company}
                  </p>
                </div>
                <div className="job-meta">
                  <TagBadge
                    label={entry.status}
                    colorClass={experienceStatusColor(entry.status)}
                    mark={mark(`experience.${i}.status`)}
                  />
                  <p className="date-text" {...mark(`experience.${i}.date`)}>
                    {entry.date}
                  </p>
                </div>
              </div>
              <ul className="mt-4 space-y-2 text-sm">
                {entry.highlights.map((highlight, j) => (
                  <li key={j} className="prompt-item" {...mark(`experience.${i}.highlights.${j}`)}>
                    {highlight}
                  </li>
                ))}
              </ul>
              <p className="mt-4 muted-text" {...mark(`experience.${i}.details`)}>
                {entry.details}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
