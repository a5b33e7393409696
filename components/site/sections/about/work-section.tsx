import { NumberedHeading } from '@/components/site/numbered-heading';
import type { AboutWorkContent } from '@/lib/content/pages/about';
import { editable } from '@/lib/content/edit-marks';

export function WorkSection({ work }: { work: AboutWorkContent }) {
  return (
    <section aria-labelledby="work-heading" className="page-section">
      <NumberedHeading id="work-heading" index="01">
        <span {...editable('about', 'work', 'heading')}>{work.heading}</span>
      </NumberedHeading>
      <ul className="grid gap-4 sm:grid-cols-2">
        {work.items.map((item, i) => (
          <li key={i} className="work-card">
            <p aria-hidden="true" className="op-code">
              OP-{String(i + 1).padStart(2, '0')}
            </p>
            <h3 className="mt-2 text-lg font-semibold text-primary" {...editable('about', 'work', `items.${i}.title`)}>
              {item.title}
            </h3>
            <p className="mt-2 muted-text" {...editable('about', 'work', `items.${i}.description`)}>
              {item.description}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
