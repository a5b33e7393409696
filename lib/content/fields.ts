import { z } from 'zod';

/**
 * Field builders shared by every section schema. Content is plain text only:
 * anything that looks like an HTML tag is rejected, and single-line fields
 * (labels, buttons, e-mail subjects) may not contain line breaks.
 */

export const LIMITS = {
  /** buttons, badges, short labels */
  label: 60,
  /** headings, titles, names, e-mail subjects */
  title: 160,
  /** one-sentence descriptions, taglines */
  sentence: 400,
  /** paragraphs and long descriptions */
  paragraph: 2000,
  url: 2048,
} as const;

const HTML_LIKE = /<\s*[a-z!/?]/i;
const LINE_BREAK = /[\r\n]/;

const atMost = (max: number) => `Too long: at most ${max} characters`;

const noHtml = (value: string) => !HTML_LIKE.test(value);
const singleLine = (value: string) => !LINE_BREAK.test(value);

/** Multi-line plain text (paragraphs), required and at most `max` chars. */
export function text(max: number = LIMITS.paragraph) {
  return z.string().min(1, 'Required').max(max, atMost(max)).refine(noHtml, 'HTML is not allowed');
}

/** Single-line plain text (labels, buttons, headings, subjects). */
export function line(max: number = LIMITS.title) {
  return text(max).refine(singleLine, 'Must be a single line');
}

/** An https:// address with a real domain name. */
export function httpsUrl() {
  return z
    .url({ protocol: /^https$/, hostname: z.regexes.domain, error: 'Must be an https:// address' })
    .max(LIMITS.url, atMost(LIMITS.url));
}

/** Deep link into the Venmo app (venmo://...). */
export function venmoAppUrl() {
  return z.url({ protocol: /^venmo$/, error: 'Must be a venmo:// app link' }).max(LIMITS.url, atMost(LIMITS.url));
}

export function emailAddress() {
  return z.email({ error: 'Must be an e-mail address' }).max(254, atMost(254));
}

/** CashApp $cashtag, e.g. "$ExampleMission". */
export function cashtag() {
  return z.string().regex(/^\$[A-Za-z][A-Za-z0-9_-]{0,19}$/, 'Must look like $YourCashtag');
}

/** Venmo handle, e.g. "@Example-Mission". */
export function venmoHandle() {
  return z.string().regex(/^@[A-Za-z0-9_-]{4,30}$/, 'Must look like @Your-Handle');
}

/** A list with bounds; use `exactly` for fixed-size lists. */
export function list<T extends z.ZodType>(item: T, bounds: { min?: number; max?: number; exactly?: number } = {}) {
  if (bounds.exactly !== undefined)
    return z.array(item).length(bounds.exactly, `Must have exactly ${bounds.exactly} items`);
  const min = bounds.min ?? 1;
  const max = bounds.max ?? 20;
  return z
    .array(item)
    .min(min, `Must have at least ${min} ${min === 1 ? 'item' : 'items'}`)
    .max(max, `Must have at most ${max} items`);
}

/** The common {title, description} card shape. */
export const titledItemSchema = z.object({
  title: line(LIMITS.title).meta({ label: 'Title' }),
  description: text(LIMITS.paragraph).meta({ label: 'Description' }),
});

/**
 * A heading, a text and a button that starts an e-mail with a preset subject: the closing
 * invitation of several pages (home's Contact, About's closing, Donate's contact).
 */
export function emailInvitationSchema(sectionLabel: string) {
  return z
    .object({
      heading: line(LIMITS.title).meta({ label: 'Heading' }),
      text: text(LIMITS.paragraph).meta({ label: 'Text' }),
      button: line(LIMITS.label).meta({ label: 'Button', hint: 'Opens an e-mail to you.' }),
      subject: line(LIMITS.title).meta({
        label: 'E-mail subject',
        hint: 'The subject line of the e-mail the button starts.',
      }),
    })
    .meta({ label: sectionLabel });
}
