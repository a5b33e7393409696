import type { Metadata } from 'next';
import { SectionHeading } from '@/components/site/sections/home/section-heading';
import { getPageContent } from '@/lib/content/load';
import { publicPageMetadata } from '@/lib/content/page-metadata';
import { editable, editableFields } from '@/lib/content/edit-marks';
import { getData } from '@/lib/data';
import type { InquiryTopic } from '@/lib/data/inquiry-port';
import { signFormToken } from '@/lib/inquiries/form-token';
import { FORM_UNAVAILABLE } from '@/lib/inquiries/submit';
import { topicFrom } from '@/lib/inquiries/topics';
import { mailtoHref } from '@/lib/mailto';
import { ContactForm } from './_components/contact-form';
import { ThankYou } from '@/components/site/sections/contact/thank-you';

export const generateMetadata = (): Promise<Metadata> => publicPageMetadata('contact', 'website');

// Each visit gets its own signed form token (render time, idempotency key): never from a cache.
export const dynamic = 'force-dynamic';

// What a post without script came back with (/contact/submit redirects here): known codes only,
// so the query string never becomes page text.
const PROBLEMS: Record<string, string> = {
  invalid_input: 'Some fields were not filled in as the form needs. Please check them and send again.',
  payload_too_large: 'The message is too long to send: at most 5,000 characters.',
  rate_limited: 'That is more messages than this form takes in an hour. Please try again later, or use e-mail.',
  forbidden: 'The form could not be sent from there. Please send it from this page.',
  unavailable: 'The message could not be stored just now. Please try again in a moment, or use e-mail.',
  internal: 'Something went wrong. Please try again, or use e-mail.',
};

type Search = { topic?: string; sent?: string; problem?: string };

export default async function ContactPage({ searchParams }: { searchParams: Promise<Search> }) {
  const { topic, sent, problem } = await searchParams;
  const [home, { links }, contact, data] = await Promise.all([
    getPageContent('home'),
    getPageContent('site'),
    getPageContent('contact'),
    getData(),
  ]);
  const mailto: Record<InquiryTopic, string> = {
    tech: mailtoHref(links.email, home.call_to_action.tech_consult_subject),
    'lawn-care': mailtoHref(links.email, home.call_to_action.field_quote_subject),
    other: mailtoHref(links.email, home.contact.subject),
  };
  const chosen = topicFrom(topic);
  return (
    <main id="main" className="pt-24 pb-20 sm:pt-28">
      <div className="mx-auto max-w-2xl px-4 sm:px-6">
        <SectionHeading
          id="contact-title"
          code="COMMS"
          title={contact.intro.heading}
          intro={contact.intro.text}
          marks={{ title: editable('contact', 'intro', 'heading'), intro: editable('contact', 'intro', 'text') }}
        />
        {sent !== undefined ? (
          <ThankYou content={contact.thank_you} marks={editableFields('contact', 'thank_you', ['heading', 'text'])} />
        ) : data.inquiryIntake ? (
          <ContactForm
            topic={chosen}
            formToken={signFormToken()}
            problem={problem ? (PROBLEMS[problem] ?? PROBLEMS.internal!) : null}
            mailto={mailto}
            email={links.email}
            wording={{ topics: contact.topics, thankYou: contact.thank_you }}
            topicMarks={editableFields('contact', 'topics', ['question', 'tech', 'lawn_care', 'other'])}
          />
        ) : (
          <p role="status" className="rounded-sm border border-signal/60 bg-signal/10 p-4">
            {FORM_UNAVAILABLE}{' '}
            <a href={mailto[chosen ?? 'other']} className="text-primary underline underline-offset-4">
              {links.email}
            </a>
          </p>
        )}
      </div>
    </main>
  );
}
