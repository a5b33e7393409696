import type { PrivacyIntroContent } from '@/lib/content/pages/privacy';
import { editable } from '@/lib/content/edit-marks';

/** The privacy page's heading and summary (the page's h1). */
export function PrivacyIntro({ intro }: { intro: PrivacyIntroContent }) {
  return (
    <header>
      <p aria-hidden="true" className="font-mono text-xs tracking-[0.2em] text-primary uppercase">
        Privacy
      </p>
      <h1
        id="privacy-heading"
        className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl"
        {...editable('privacy', 'intro', 'heading')}
      >
        {intro.heading}
      </h1>
      <p className="mt-6 text-lg text-pretty text-muted-foreground" {...editable('privacy', 'intro', 'text')}>
        {intro.text}
      </p>
    </header>
  );
}
