import { NumberedHeading } from '@/components/site/numbered-heading';
import type { PortfolioExperienceContent } from '@/lib/content/pages/portfolio-history';
import { experienceStatusColor } from './badge-colors';
import { TagBadge } from './tag-badge';

export function ExperienceTimeline({ experience }: { experience: PortfolioExperienceContent }) {
  return (
    <section aria-labelledby="experience-heading" className="page-section">
      <NumberedHeading id="experience-heading" index="02">
        {experience.heading}
      </NumberedHeading>
      <ol className="timeline">
        {experience.experience.map((entry, i) => (
          <li key={i} className="timeline-entry">
            <div className="work-card">
              <div className="job-head">
                <div>
                  <h3 className="text-lg font-semibold">{entry.title}</h3>
                  <p className="mt-1 text-primary">{entry.company}</p>
                </div>
                <div className="job-meta">
                  <TagBadge label={entry.status} colorClass={experienceStatusColor(entry.status)} />
                  <p className="date-text">{entry.date}</p>
                </div>
              </div>
              <ul className="mt-4 space-y-2 text-sm">
                {entry.highlights.map((highlight, j) => (
                  <li key={j} className="prompt-item">
                    {highlight}
                  </li>
                ))}
              </ul>
              <p className="mt-4 muted-text">{entry.details}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
