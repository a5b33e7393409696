import { Glyph } from '@/components/site/glyph';
import { actionClass } from '@/components/site/action-styles';
import { ContactFormLink } from '@/components/site/contact-form-link';
import { kitButtonClass } from '@/components/site/kit-button';
import type { DonateContactContent } from '@/lib/content/pages/donate';
import { mailtoHref } from '@/lib/mailto';
import { SectionHeader } from './section-header';
import { editable } from '@/lib/content/edit-marks';

export function DirectContact({ contact, email }: { contact: DonateContactContent; email: string }) {
  const mark = (path: string) => editable('donate', 'contact', path);
  return (
    <section aria-labelledby="contact-heading" className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-20">
      <SectionHeader id="contact-heading" code="05 // Comms" title={contact.heading} mark={mark('heading')} />
      <p className="mx-auto max-w-2xl text-pretty text-muted-foreground" {...mark('text')}>
        {contact.text}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a
          href={mailtoHref(email, contact.subject)}
          className={kitButtonClass({ variant: 'outline', className: 'font-mono tracking-widest' })}
        >
          <Glyph name="mail" />
          <span {...mark('button')}>{contact.button}</span>
        </a>
        <ContactFormLink className={actionClass.outline} />
      </div>
      <p className="mt-4 font-mono text-sm break-all text-muted-foreground">{email}</p>
    </section>
  );
}
