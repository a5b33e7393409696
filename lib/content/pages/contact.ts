import { z } from 'zod';
import { LIMITS, line, text } from '../fields';
import { contactSeoDefaults, pageSeoSchema } from './seo';

/** contact: the heading and introduction above the form. */
export const contactIntroSchema = z.object({
  heading: line(LIMITS.title).meta({ label: 'Heading' }),
  text: text(LIMITS.sentence).meta({ label: 'Introduction', hint: 'One or two sentences above the form.' }),
});
export type ContactIntroContent = z.infer<typeof contactIntroSchema>;

export const contactIntroDefaults: ContactIntroContent = {
  heading: 'Send a message',
  text: 'A tech consultation, a lawn care quote, or anything else: the message goes straight to me.',
};

/**
 * contact: how the form words its three topics. Only the words: the topics themselves (and the
 * links that choose one, /contact?topic=lawn-care) stay as they are, so the inbox keeps its names.
 */
export const contactTopicsSchema = z.object({
  question: line(LIMITS.title).meta({ label: 'Question', hint: 'Asked above the three choices.' }),
  tech: line(LIMITS.label).meta({ label: 'Tech consultation' }),
  lawn_care: line(LIMITS.label).meta({ label: 'Lawn care quote' }),
  other: line(LIMITS.label).meta({ label: 'Anything else' }),
});
export type ContactTopicsContent = z.infer<typeof contactTopicsSchema>;

export const contactTopicsDefaults: ContactTopicsContent = {
  question: 'What is this about?',
  tech: 'Tech consultation',
  lawn_care: 'Lawn care quote',
  other: 'Something else',
};

/** contact: what a visitor reads once the message is in. */
export const contactThankYouSchema = z.object({
  heading: line(LIMITS.title).meta({ label: 'Heading' }),
  text: text(LIMITS.sentence).meta({ label: 'Text', hint: 'Say when to expect an answer.' }),
});
export type ContactThankYouContent = z.infer<typeof contactThankYouSchema>;

export const contactThankYouDefaults: ContactThankYouContent = {
  heading: 'Thank you: your message is in.',
  text: 'You can expect a personal reply by e-mail within one business day.',
};

/** Sections of the contact page, in page order. */
export const contactSections = {
  intro: { schema: contactIntroSchema, defaults: contactIntroDefaults },
  topics: { schema: contactTopicsSchema, defaults: contactTopicsDefaults },
  thank_you: { schema: contactThankYouSchema, defaults: contactThankYouDefaults },
  seo: { schema: pageSeoSchema, defaults: contactSeoDefaults },
} as const;
