import type { DonateTransparencyContent } from '@/lib/content/pages/donate';
import { SectionHeader } from './section-header';

export function FundingTransparency({ transparency }: { transparency: DonateTransparencyContent }) {
  return (
    <section aria-labelledby="transparency-heading" className="border-y border-border/60 bg-card/30">
      <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
        <SectionHeader id="transparency-heading" code="04 // Accountability" title={transparency.heading} />
        <dl className="grid grid-cols-3 gap-3 sm:gap-6">
          {transparency.items.map((item, index) => (
            // Label first in the markup (screen readers), value first on screen.
            <div
              key={index}
              className="flex flex-col-reverse justify-end rounded-xl border border-primary/25 bg-card px-2 py-5 text-center sm:p-6"
            >
              <dt className="mt-2 font-mono text-xs tracking-wider text-muted-foreground uppercase sm:tracking-[0.2em]">
                {item.label}
              </dt>
              <dd className="font-mono text-2xl font-bold text-primary sm:text-5xl">{item.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
