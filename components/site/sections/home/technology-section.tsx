import { Icon } from '@/components/site/icon';
import { StatusBadge } from '@/components/site/status-badge';
import type { HomeTechnologyContent } from '@/lib/content/pages/home';
import { SectionHeading } from './section-heading';

type Category = HomeTechnologyContent['categories'][number];

function CategoryCard({ category }: { category: Category }) {
  return (
    <li className="rounded-sm border border-border bg-card p-5 sm:p-6">
      <div className="flex items-start gap-4">
        <span className="icon-tile border-signal/40 bg-signal/10 text-signal">
          <Icon name={category.icon} className="size-5" />
        </span>
        <div>
          <h3 className="text-xl font-semibold">{category.category}</h3>
          <p className="mt-1 text-muted-foreground">{category.description}</p>
        </div>
      </div>
      <ul className="mt-5 grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
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
    <section aria-labelledby="tech-title" className="border-t border-border py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="tech-title" code="03 ARSENAL" title={content.heading} intro={content.intro} />
        <ul className="grid gap-5 lg:grid-cols-2">
          {content.categories.map((category) => (
            <CategoryCard key={category.category} category={category} />
          ))}
        </ul>
      </div>
    </section>
  );
}
