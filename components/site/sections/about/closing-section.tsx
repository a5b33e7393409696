import { Glyph } from '@/components/site/glyph';
import { actionClass } from '@/components/site/action-styles';
import { ContactFormLink } from '@/components/site/contact-form-link';
import { kitButtonClass } from '@/components/site/kit-button';
import type { AboutClosingContent } from '@/lib/content/pages/about';
import { mailtoHref } from '@/lib/mailto';
import { editable } from '@/lib/content/edit-marks';

export function ClosingSection({ closing, email }: { closing: AboutClosingContent; email: string }) {
  return (
    <section aria-labelledby="closing-heading" className="mx-auto max-w-5xl px-4 pt-8 pb-20 sm:px-6">
      <div className="closing-card">
        <h2 id="closing-heading" className="page-h2" {...editable('about', 'closing', 'heading')}>
          {closing.heading}
        </h2>
        <p
          className="mx-auto mt-4 max-w-2xl leading-relaxed text-muted-foreground"
          {...editable('about', 'closing', 'text')}
        >
          {closing.text}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a
            href={mailtoHref(email, closing.subject)}
            className={kitButtonClass({ className: 'font-mono tracking-[0.15em]' })}
          >
            <Glyph name="mail" />
            <span {...editable('about', 'closing', 'button')}>{closing.button}</span>
          </a>
          <ContactFormLink className={actionClass.outline} />
        </div>
      </div>
    </section>
  );
}
