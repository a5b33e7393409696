import { z } from 'zod';
import { LIMITS, line, list, text } from '../fields';
import { pageSeoSchema, privacySeoDefaults } from './seo';

/** privacy: the page's heading and its one-paragraph summary. */
export const privacyIntroSchema = z.object({
  heading: line(LIMITS.title).meta({ label: 'Heading' }),
  text: text(LIMITS.paragraph).meta({ label: 'Summary', hint: 'A few sentences under the heading.' }),
});
export type PrivacyIntroContent = z.infer<typeof privacyIntroSchema>;

export const privacyIntroDefaults: PrivacyIntroContent = {
  heading: 'What this site keeps about you',
  text:
    'No cookies, no tracking and no third parties. The contact form stores what you write in it, so that I can ' +
    'answer you; visits are only counted, without knowing who you are.',
};

const privacyPartSchema = z.object({
  heading: line(LIMITS.title).meta({ label: 'Heading' }),
  text: text(LIMITS.paragraph).meta({ label: 'Text' }),
  points: list(text(LIMITS.sentence).meta({ label: 'Point' }), { min: 0, max: 12 }).meta({
    label: 'Points',
    itemLabel: 'Point',
    hint: 'Optional: shown as a list under the text.',
  }),
});

/** privacy: the policy itself, one part per heading. */
export const privacyTextSchema = z.object({
  parts: list(privacyPartSchema, { min: 1, max: 12 }).meta({ label: 'Parts', itemLabel: 'Part' }),
});
export type PrivacyTextContent = z.infer<typeof privacyTextSchema>;

export const privacyTextDefaults: PrivacyTextContent = {
  parts: [
    {
      heading: 'What the contact form stores',
      text:
        'When you send a message from the Contact page, the site stores what you entered, with the time it ' +
        'arrived, so that I can read it and answer you:',
      points: [
        'your name and e-mail address;',
        'your phone number, if you gave one;',
        'for a lawn care quote: your street address or ZIP and the service you asked about;',
        'the topic you chose and your message.',
      ],
    },
    {
      heading: 'Why, and who sees it',
      text:
        'Only to answer your message and, if you ask, to give you a quote or do the work. Only I (the site ' +
        'owner, and anyone I let manage this site) can read it. It is never sold or shared for advertising. A copy ' +
        'of your message may be e-mailed to me through my own mail service, so that I see it sooner.',
      points: [],
    },
    {
      heading: 'How long it is kept, and how to have it deleted',
      text:
        'A message stays stored until I delete it, which I do once it is no longer needed to answer you or for ' +
        'work I do for you. Messages that look automated (spam) are set aside and deleted after 30 days. To see what is stored about you, or to have it deleted ' +
        'sooner, ask through the Contact page or by e-mail to the address shown there: I delete it within 30 ' +
        'days and tell you when it is done.',
      points: [],
    },
    {
      heading: 'Keeping the form free of spam',
      text:
        'Your browser solves a small puzzle while you type (a proof of work), so no third-party captcha is used. ' +
        'To stop floods of messages, a one-way hash of your network address is kept for an hour, then deleted; ' +
        'the address itself is never stored.',
      points: [],
    },
    {
      heading: 'What is counted about visits',
      text:
        'When a page of this site has loaded, your browser sends one small note to this site\u2019s own server: ' +
        'which page it was and, on the first page you open, the name of the site that linked here. The server ' +
        'counts from it:',
      points: [
        'the page viewed (for example /about);',
        'the referring site\u2019s domain only (for example news.example.com), never the full address;',
        'the kind of device: mobile, tablet or desktop;',
        'a visitor number for the day, so that ten page views by one person count as one visitor. It is a ' +
          'one-way hash of a secret that changes every day, your network address and your browser\u2019s name. ' +
          'The day\u2019s secret is deleted when the day ends, so nobody, the owner included, can tell whether you ' +
          'came back the next day.',
        'One network address counts as at most five visitors a day; for that, a one-way hash of the address ' +
          'with the same daily secret is kept until the day ends, then deleted.',
      ],
    },
    {
      heading: 'What is never stored',
      text: 'Whatever page you open:',
      points: [
        'no cookies, and nothing in your browser\u2019s storage;',
        'no network (IP) address and no full browser identification (user agent);',
        'no data for any third party: there is no analytics service, advertising network or tracker.',
      ],
    },
    {
      heading: 'Who is not counted',
      text: 'Visits are not counted at all from:',
      points: [
        'browsers that send the Global Privacy Control signal (Sec-GPC);',
        'known robots and crawlers;',
        'browsers with JavaScript turned off (the note is sent by a few lines of script).',
      ],
    },
    {
      heading: 'How long visit figures are kept',
      text:
        'Single page views are kept for 30 days. After each day they are also added up into daily totals (views ' +
        'and visitors per page, referring site and device), which are kept for 25 months and then deleted.',
      points: [],
    },
  ],
};

/** Sections of the privacy page, in page order. */
export const privacySections = {
  intro: { schema: privacyIntroSchema, defaults: privacyIntroDefaults },
  text: { schema: privacyTextSchema, defaults: privacyTextDefaults },
  seo: { schema: pageSeoSchema, defaults: privacySeoDefaults },
} as const;
