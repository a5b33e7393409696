'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormError } from '@/components/forms/form-error';
import { actionClass } from '@/components/site/action-styles';
import { useHydrated } from '@/components/site/use-hydrated';
import type { EditMark } from '@/lib/content/edit-marks';
import type { ContactThankYouContent, ContactTopicsContent } from '@/lib/content/pages/contact';
import type { InquiryTopic } from '@/lib/data/inquiry-port';
import { FIELD, INQUIRY_LIMITS as L, LAWN_SERVICES } from '@/lib/inquiries/topics';
import { Field, FieldError, controlClass, describedBy } from './field';
import { ProofOfWork, proofSettled } from './proof-of-work';
import { sendInquiry } from './send-inquiry';
import { ThankYou } from '@/components/site/sections/contact/thank-you';
import { TopicChoice } from '@/components/site/sections/contact/topic-choice';

// The order the fields are shown in: the first one with an error gets focus.
const ORDER = [FIELD.name, FIELD.email, FIELD.phone, FIELD.topic, FIELD.location, FIELD.service, FIELD.message];

type Props = {
  topic: InquiryTopic | null;
  formToken: string;
  /** A message from the server about the last post (no script: it came back by redirect). */
  problem: string | null;
  mailto: Record<InquiryTopic, string>;
  email: string;
  /** The owner's words (the contact page's sections). */
  wording: { topics: ContactTopicsContent; thankYou: ContactThankYouContent };
  /** The topics' "Edit page" marks, made by the server page (only in the "Edit page" frame). */
  topicMarks?: Partial<Record<keyof ContactTopicsContent, EditMark>>;
};

/**
 * A plain form that posts to /contact/submit, so it works without JavaScript. With it, the post
 * goes by fetch: errors show beside their fields, everything typed stays, and the thank-you
 * replaces the form. The form token (render time and idempotency key) stays the same across
 * retries, so a double click or a resend stores one inquiry.
 */
export function ContactForm({ topic: initialTopic, formToken, problem, mailto, email, wording, topicMarks }: Props) {
  const hydrated = useHydrated();
  const [topic, setTopic] = useState(initialTopic);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const [message, setMessage] = useState(problem);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [attempt, setAttempt] = useState(0);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (attempt === 0) return;
    const first = ORDER.find((name) => errors[name]);
    if (first) document.getElementById(first === FIELD.topic ? `topic-${topic ?? 'tech'}` : first)?.focus();
    else alertRef.current?.focus();
    // Only after each answer, not while the visitor edits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    setPending(true);
    await proofSettled(form);
    const outcome = await sendInquiry(form);
    setPending(false);
    if (outcome.ok) return setSent(true);
    // The first message of each field, shown beside it.
    setErrors(Object.fromEntries(Object.entries(outcome.fieldErrors ?? {}).map(([name, [first]]) => [name, first])));
    setMessage(outcome.message);
    setAttempt((n) => n + 1);
  }

  if (sent) return <ThankYou content={wording.thankYou} focusOnShow />;
  const error = (name: string) => errors[name];
  return (
    <form
      method="post"
      action="/contact/submit"
      onSubmit={submit}
      // With script, our own messages (linked to their fields) replace the browser's bubbles.
      noValidate={hydrated}
      className="group space-y-5"
    >
      <FormError ref={alertRef} message={message} className="rounded-sm" />
      <input type="hidden" name={FIELD.token} value={formToken} />
      <Field name={FIELD.name} label="Your name" error={error(FIELD.name)}>
        <input
          id={FIELD.name}
          name={FIELD.name}
          autoComplete="name"
          required
          maxLength={L.name}
          className={controlClass}
          {...describedBy(FIELD.name, error(FIELD.name))}
        />
      </Field>
      <Field name={FIELD.email} label="E-mail" error={error(FIELD.email)}>
        <input
          id={FIELD.email}
          name={FIELD.email}
          type="email"
          autoComplete="email"
          required
          maxLength={L.email}
          className={controlClass}
          {...describedBy(FIELD.email, error(FIELD.email))}
        />
      </Field>
      <Field name={FIELD.phone} label="Phone (optional)" error={error(FIELD.phone)}>
        <input
          id={FIELD.phone}
          name={FIELD.phone}
          type="tel"
          autoComplete="tel"
          maxLength={L.phone}
          className={controlClass}
          {...describedBy(FIELD.phone, error(FIELD.phone))}
        />
      </Field>
      <TopicChoice
        topic={topic}
        wording={wording.topics}
        error={<FieldError name={FIELD.topic} error={error(FIELD.topic)} />}
        described={describedBy(FIELD.topic, error(FIELD.topic))}
        onChange={setTopic}
        marks={topicMarks}
      />
      <div className="hidden space-y-5 group-has-[#topic-lawn-care:checked]:block">
        <Field name={FIELD.location} label="Street address or ZIP" error={error(FIELD.location)}>
          <input
            id={FIELD.location}
            name={FIELD.location}
            autoComplete="street-address"
            maxLength={L.location}
            className={controlClass}
            {...describedBy(FIELD.location, error(FIELD.location))}
          />
        </Field>
        <Field name={FIELD.service} label="Service wanted" error={error(FIELD.service)}>
          <select
            id={FIELD.service}
            name={FIELD.service}
            defaultValue=""
            className={controlClass}
            {...describedBy(FIELD.service, error(FIELD.service))}
          >
            <option value="">Choose a service</option>
            {LAWN_SERVICES.map(({ id, label }) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field
        name={FIELD.message}
        label="Message"
        hint={`${L.messageMin} to ${L.messageMax.toLocaleString('en-US')} characters.`}
        error={error(FIELD.message)}
      >
        <textarea
          id={FIELD.message}
          name={FIELD.message}
          required
          minLength={L.messageMin}
          maxLength={L.messageMax}
          rows={7}
          className={controlClass}
          {...describedBy(FIELD.message, error(FIELD.message), true)}
        />
      </Field>
      {/* The honeypot: hidden from people and skipped by keyboards; a bot that fills every field fills it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={FIELD.honeypot}>Leave this field empty</label>
        <input id={FIELD.honeypot} name={FIELD.honeypot} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <ProofOfWork formToken={formToken} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <button type="submit" disabled={pending} aria-disabled={pending} className={actionClass.primary}>
          {pending ? 'Sending…' : 'Send message'}
        </button>
        <p className="text-sm text-muted-foreground">
          Prefer e-mail?{' '}
          <a href={mailto[topic ?? 'other']} className="text-primary underline underline-offset-4">
            {email}
          </a>
        </p>
      </div>
    </form>
  );
}
