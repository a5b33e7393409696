import { Icon } from '@/components/site/icon';
import type { HomeCoreValuesContent } from '@/lib/content/pages/home';
import { SectionHeading } from './section-heading';
import { editable } from '@/lib/content/edit-marks';

export function CoreValuesSection({ content }: { content: HomeCoreValuesContent }) {
  const mark = (path: string) => editable('home', 'core_values', path);
  return (
    <section aria-labelledby="values-title" className="landing-band bg-card/30">
      <div className="landing-wrap">
        <SectionHeading
          id="values-title"
          code="02 VALUES"
          title={content.heading}
          intro={content.intro}
          marks={{ title: mark('heading'), intro: mark('intro') }}
        />
        <ul className="values-grid">
          {content.values.map((value, i) => (
            <li key={value.title} className="value-card">
              <span className="mb-4 icon-tile tile-primary">
                <Icon name={value.icon} className="size-5" />
              </span>
              <h3 className="title-xl" {...mark(`values.${i}.title`)}>
                {value.title}
              </h3>
              <p className="value-text" {...mark(`values.${i}.description`)}>
                {value.description}
              </p>
              <p className="value-tag" {...mark(`values.${i}.highlight`)}>
                {value.highlight}
              </p>
            </li>
          ))}
        </ul>
        <blockquote className="values-quote">
          <p {...mark('closing_quote')}>{content.closing_quote}</p>
        </blockquote>
      </div>
    </section>
  );
}
