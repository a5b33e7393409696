import type { DonateIntroContent } from '@/lib/content/pages/donate';
import { editable } from '@/lib/content/edit-marks';

export function DonateIntro({ intro, tagline }: { intro: DonateIntroContent; tagline: string }) {
  return (
    <section aria-labelledby="donate-heading" className="relative overflow-hidden border-b border-border/60">
      {/* Faint horizontal scan lines, the site's "tactical display" motif. */}
      <div aria-hidden className="donate-stripes" />
      <div className="donate-intro">
        <p className="donate-tagline">{tagline}</p>
        <h1 id="donate-heading" className="donate-title" {...editable('donate', 'intro', 'heading')}>
          {intro.heading}
        </h1>
        <p
          className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground"
          {...editable('donate', 'intro', 'text')}
        >
          {intro.text}
        </p>
      </div>
    </section>
  );
}
