import { Glyph } from '@/components/site/glyph';
import type { GlyphName } from '@/components/site/glyphs';
import type { DonateBenefitsContent } from '@/lib/content/pages/donate';
import { SectionHeader } from './section-header';
import { editable } from '@/lib/content/edit-marks';

// The list is editable (1 to 8 items), so icons repeat in this order.
const icons: GlyphName[] = ['gift', 'award', 'message-square'];

export function SupporterBenefits({ benefits }: { benefits: DonateBenefitsContent }) {
  const mark = (path: string) => editable('donate', 'benefits', path);
  return (
    <section aria-labelledby="benefits-heading" className="page-section">
      <SectionHeader id="benefits-heading" code="03 // Rewards" title={benefits.heading} mark={mark('heading')} />
      <ul className="space-y-4">
        {benefits.items.map((item, index) => {
          const icon = icons[index % icons.length] ?? 'gift';
          return (
            <li key={index} className="benefit">
              <span className="benefit-icon">
                <Glyph name={icon} className="size-5 text-primary" />
              </span>
              <div>
                <h3 className="font-semibold" {...mark(`items.${index}.title`)}>
                  {item.title}
                </h3>
                <p className="mt-1 text-sm text-muted-foreground" {...mark(`items.${index}.description`)}>
                  {item.description}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
