import { NumberedHeading } from '@/components/site/numbered-heading';
import type { PortfolioSkillsContent } from '@/lib/content/pages/portfolio-resume';
import { skillPriorityColor } from './badge-colors';
import { TagBadge } from './tag-badge';
import { editable } from '@/lib/content/edit-marks';

export function SkillsGrid({ skills }: { skills: PortfolioSkillsContent }) {
  const mark = (path: string) => editable('portfolio', 'skills', path);
  return (
    <section aria-labelledby="skills-heading" className="page-section">
      <NumberedHeading id="skills-heading" index="01">
        <span {...mark('heading')}>{skills.heading}</span>
      </NumberedHeading>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {skills.skills.map((group, i) => (
          <li key={i} className="skill-card">
            <div className="card-head">
              <h3 className="font-semibold" {...mark(`skills.${i}.category`)}>
                {group.category}
              </h3>
              <TagBadge
                label={group.priority}
                colorClass={skillPriorityColor(group.priority)}
                mark={mark(`skills.${i}.priority`)}
              />
            </div>
            <ul className="skill-items">
              {group.items.map((item, j) => (
                <li key={j} className="bullet-item" {...mark(`skills.${i}.items.${j}`)}>
                  {item}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
