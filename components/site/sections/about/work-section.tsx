import { NumberedHeading } from '@/components/site/numbered-heading';
import type { AboutWorkContent } from '@/lib/content/pages/about';

export function WorkSection({ work }: { work: AboutWorkContent }) {
  return (
    <section aria-labelledby="work-heading" className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <NumberedHeading id="work-heading" index="01">
        {work.heading}
      </NumberedHeading>
      <ul className="grid gap-4 sm:grid-cols-2">
        {work.items.map((item, i) => (
          <li key={i} className="group rounded-lg border border-border bg-card p-5 sm:p-6">
            <p aria-hidden="true" className="font-mono text-xs tracking-[0.2em] text-muted-foreground">
              OP-{String(i + 1).padStart(2, '0')}
            </p>
            <h3 className="mt-2 text-lg font-semibold text-primary">{item.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{item.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
