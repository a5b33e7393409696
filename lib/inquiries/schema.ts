import 'server-only';
import { z } from 'zod';
import type { InquiryFields } from '@/lib/data/inquiry-port';
import { FIELD, INQUIRY_LIMITS as L, LAWN_SERVICES, TOPICS } from './topics';

const LINE_BREAK = /[\r\n]/;
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const line = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)
    // One line: a name or phone with a line break is a header-injection attempt, never a person's.
    .refine((value) => !LINE_BREAK.test(value), `${label} must be on one line.`);

const topicIds = TOPICS.map((t) => t.id) as [InquiryFields['topic'], ...InquiryFields['topic'][]];
const serviceIds = LAWN_SERVICES.map((s) => s.id) as [
  NonNullable<InquiryFields['service']>,
  ...NonNullable<InquiryFields['service']>[],
];

/** What a visitor fills in on /contact; lawn care needs where and what as well. */
export const inquiryFieldsSchema = z
  .object({
    [FIELD.topic]: z.enum(topicIds, { error: 'Choose what this is about.' }),
    [FIELD.name]: line('Your name', L.name),
    [FIELD.email]: z
      .string({ error: 'Your e-mail address is required.' })
      .trim()
      .max(L.email, `The e-mail address must be at most ${L.email} characters.`)
      .pipe(z.email({ error: 'Enter an e-mail address like name@example.com.' })),
    [FIELD.phone]: z.preprocess(blankToNull, line('The phone number', L.phone).nullable()),
    [FIELD.location]: z.preprocess(blankToNull, line('The street address or ZIP', L.location).nullable()),
    [FIELD.service]: z.preprocess(blankToNull, z.enum(serviceIds, { error: 'Choose a service.' }).nullable()),
    [FIELD.message]: z
      .string({ error: 'A message is required.' })
      .trim()
      .min(L.messageMin, `The message needs at least ${L.messageMin} characters.`)
      .max(L.messageMax, `The message must be at most ${L.messageMax} characters.`),
  })
  .superRefine((value, ctx) => {
    if (value.topic !== 'lawn-care') return;
    if (!value.location)
      ctx.addIssue({ code: 'custom', path: [FIELD.location], message: 'The street address or ZIP is required.' });
    if (!value.service) ctx.addIssue({ code: 'custom', path: [FIELD.service], message: 'Choose a service.' });
  })
  .transform((value): InquiryFields => ({
    topic: value.topic,
    name: value.name,
    email: value.email,
    phone: value.phone,
    // Where and what belong to lawn care only; another topic never stores them.
    location: value.topic === 'lawn-care' ? value.location : null,
    service: value.topic === 'lawn-care' ? value.service : null,
    message: value.message,
  }));
