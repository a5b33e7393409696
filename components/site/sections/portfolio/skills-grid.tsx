import { NumberedHeading } from '@/components/site/numbered-heading';
import type { PortfolioSkillsContent } from '@/lib/content/pages/portfolio-resume';
import { skillPriorityColor } from './badge-colors';
import { TagBadge } from './tag-badge';

export function SkillsGrid({ skills }: { skills: PortfolioSkillsContent }) {
  return (
    <section aria-labelledby="skills-heading" className="page-section">
      <NumberedHeading id="skills-heading" index="01">
        {skills.heading}
      </NumberedHeading>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {skills.skills.map((group, i) => (
          <li key={i} className="skill-card">
            <div className="card-head">
              <h3 className="font-semibold">{group.category}</h3>
              <TagBadge label={group.priority} colorClass={skillPriorityColor(group.priority)} />
            </div>
            <ul className="skill-items">
              {group.items.map((item, j) => (
                <li key={j} className="bullet-item">
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
