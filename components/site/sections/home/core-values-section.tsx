import { Icon } from '@/components/site/icon';
import type { HomeCoreValuesContent } from '@/lib/content/pages/home';
import { SectionHeading } from './section-heading';

export function CoreValuesSection({ content }: { content: HomeCoreValuesContent }) {
  return (
    <section aria-labelledby="values-title" className="border-t border-border bg-card/30 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="values-title" code="02 VALUES" title={content.heading} intro={content.intro} />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {content.values.map((value) => (
            <li key={value.title} className="value-card">
              <span className="mb-4 icon-tile border-primary/40 bg-primary/10 text-primary">
                <Icon name={value.icon} className="size-5" />
              </span>
              <h3 className="text-xl font-semibold">{value.title}</h3>
              <p className="mt-2 flex-1 text-muted-foreground">{value.description}</p>
              <p className="mt-4 font-mono text-xs font-semibold tracking-widest text-signal uppercase">
                {value.highlight}
              </p>
            </li>
          ))}
        </ul>
        <blockquote className="mx-auto mt-12 max-w-3xl border-l-2 border-signal pl-5 text-lg text-foreground/90 italic">
          <p>{content.closing_quote}</p>
        </blockquote>
      </div>
    </section>
  );
}
