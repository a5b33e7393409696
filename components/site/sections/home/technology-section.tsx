import { Icon } from '@/components/site/icon';
import { StatusBadge } from '@/components/site/status-badge';
import type { HomeTechnologyContent } from '@/lib/content/pages/home';
import { SectionHeading } from './section-heading';

type Category = HomeTechnologyContent['categories'][number];

function CategoryCard({ category }: { category: Category }) {
  return (
    <li className="tech-card">
      <div className="flex items-start gap-4">
        <span className="icon-tile tile-signal">
          <Icon name={category.icon} className="size-5" />
        </span>
        <div>
          <h3 className="title-xl">{category.category}</h3>
          <p className="mt-1 text-muted-foreground">{category.description}</p>
        </div>
      </div>
      <ul className="tool-list">
        {category.items.map((tool, i) => (
          // The index as key: a name as key would be sent a second time in the RSC payload.
          <li key={i} className={tool.highlight ? 'tool-row tool-row-key' : 'tool-row'}>
            <span className="tool-name">
              {tool.name}
              {tool.highlight ? <span className="sr-only">(key tool)</span> : null}
            </span>
            <StatusBadge status={tool.status} />
          </li>
        ))}
      </ul>
    </li>
  );
}

export function TechnologySection({ content }: { content: HomeTechnologyContent }) {
  return (
    <section aria-labelledby="tech-title" className="landing-band">
      <div className="landing-wrap">
        <SectionHeading id="tech-title" code="03 ARSENAL" title={content.heading} intro={content.intro} />
        <ul className="tech-grid">
          {content.categories.map((category) => (
            <CategoryCard key={category.category} category={category} />
          ))}
        </ul>
      </div>
    </section>
  );
}
