import { Glyph } from '@/components/site/glyph';
import type { HomeContactContent } from '@/lib/content/pages/home';
import { mailtoHref } from '@/lib/mailto';
import { actionClass } from '@/components/site/action-styles';
import { ContactFormLink } from '@/components/site/contact-form-link';
import { editable } from '@/lib/content/edit-marks';

export function ContactSection({ contact, email }: { contact: HomeContactContent; email: string }) {
  const mark = (path: string) => editable('home', 'contact', path);
  return (
    <section aria-labelledby="contact-title" className="landing-band bg-card/30">
      <div className="contact-inner">
        <p aria-hidden="true" className="mb-3 font-mono text-xs tracking-[0.3em] text-signal">
          {'// 05 COMMS'}
        </p>
        <h2 id="contact-title" className="text-3xl font-bold tracking-tight sm:text-4xl" {...mark('heading')}>
          {contact.heading}
        </h2>
        <p className="landing-intro" {...mark('text')}>
          {contact.text}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a href={mailtoHref(email, contact.subject)} className={actionClass.primary}>
            <Glyph name="mail" />
            <span {...mark('button')}>{contact.button}</span>
          </a>
          <ContactFormLink className={actionClass.outline} />
        </div>
      </div>
    </section>
  );
}
