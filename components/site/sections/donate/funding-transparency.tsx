import type { DonateTransparencyContent } from '@/lib/content/pages/donate';
import { SectionHeader } from './section-header';
import { editable } from '@/lib/content/edit-marks';

export function FundingTransparency({ transparency }: { transparency: DonateTransparencyContent }) {
  const mark = (path: string) => editable('donate', 'transparency', path);
  return (
    <section aria-labelledby="transparency-heading" className="band">
      <div className="page-section">
        <SectionHeader
          id="transparency-heading"
          code="04 // Accountability"
          title={transparency.heading}
          mark={mark('heading')}
        />
        <dl className="grid grid-cols-3 gap-3 sm:gap-6">
          {transparency.items.map((item, index) => (
            // Label first in the markup (screen readers), value first on screen.
            <div key={index} className="stat">
              <dt className="stat-label" {...mark(`items.${index}.label`)}>
                {item.label}
              </dt>
              <dd className="stat-value" {...mark(`items.${index}.value`)}>
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
