import { Icon } from '@/components/site/icon';
import type { HomeCoreValuesContent } from '@/lib/content/pages/home';
import { SectionHeading } from './section-heading';

export function CoreValuesSection({ content }: { content: HomeCoreValuesContent }) {
  return (
    <section aria-labelledby="values-title" className="landing-band bg-card/30">
      <div className="landing-wrap">
        <SectionHeading id="values-title" code="02 VALUES" title={content.heading} intro={content.intro} />
        <ul className="values-grid">
          {content.values.map((value) => (
            <li key={value.title} className="value-card">
              <span className="mb-4 icon-tile tile-primary">
                <Icon name={value.icon} className="size-5" />
              </span>
              <h3 className="title-xl">{value.title}</h3>
              <p className="value-text">{value.description}</p>
              <p className="value-tag">{value.highlight}</p>
            </li>
          ))}
        </ul>
        <blockquote className="values-quote">
          <p>{content.closing_quote}</p>
        </blockquote>
      </div>
    </section>
  );
}
