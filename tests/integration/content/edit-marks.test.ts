import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import ContactPage from '@/app/(site)/contact/page';
import DonatePage from '@/app/(site)/donate/page';
import PortfolioPage from '@/app/(site)/portfolio/page';
import PrivacyPage from '@/app/(site)/privacy/page';
import { markEditableTexts } from '@/lib/content/edit-marks';
import { getSectionDefaults, sectionNames, type PageName } from '@/lib/content/registry';
import { provideEmbeddedDatabase } from '@/lib/data/embedded/engine/instance';
import { openTestDatabase } from '../../support/database';

// Issue #40, point 2: on "Edit page" every text that shows one field's whole text is marked, so
// clicking it selects that field. The marks are switched on for one server render through React's
// `cache`, which only Next's server-component renderer scopes to a request; plain React (this
// test) calls through it. The stand-in below gives each render its own scope, as Next does.
const scope = vi.hoisted(() => ({ values: new Map<unknown, Map<string, unknown>>() }));
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  const cache =
    <A extends unknown[], R>(fn: (...args: A) => R) =>
    (...args: A): R => {
      const calls = scope.values.get(fn) ?? new Map<string, unknown>();
      scope.values.set(fn, calls);
      const key = JSON.stringify(args);
      if (!calls.has(key)) calls.set(key, fn(...args));
      return calls.get(key) as R;
    };
  return { ...react, cache };
});

/** Fields with no text of their own on the page, and why. Every other text field must be marked. */
const notOnThePage: Record<string, RegExp> = {
  // The page uses the site-wide e-mail and LinkedIn; the subject is inside the e-mail link.
  'portfolio/resume': /^(email|linkedin|email_subject)$|^badges\./,
  // Addresses behind the buttons.
  'donate/payment': /_url$/,
  'donate/contact': /^subject$/,
};
// The rotating badge words (portfolio/resume badges) are left out above: the word shown changes
// every few seconds in the visitor's browser, so no one element shows one field.

/** Every string in a section's content, by dotted path ("items.2.title"). */
function textFields(value: unknown, path: string[] = []): [string, string][] {
  if (typeof value === 'string') return [[path.join('.'), value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => textFields(inner, [...path, key]));
}

const unescape = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/** The marked elements of the page: "page/section/path" -> the element's text (only text inside). */
function marksIn(html: string): Map<string, string> {
  const marks = new Map<string, string>();
  const element = /<(\w+)\b([^>]*\bdata-edit-path="[^"]*"[^>]*)>([^<]*)<\/\1>/g;
  for (const [, , attributes, text] of html.matchAll(element)) {
    const attribute = (name: string) => unescape(new RegExp(`\\b${name}="([^"]*)"`).exec(attributes!)?.[1] ?? '');
    marks.set(
      `${attribute('data-edit-page')}/${attribute('data-edit-section')}/${attribute('data-edit-path')}`,
      unescape(text!),
    );
  }
  return marks;
}

/** One server render of a public page, as the "Edit page" frame (marking) or a visitor sees it. */
async function render(page: () => Promise<ReactElement>, marking: boolean): Promise<string> {
  scope.values.clear();
  if (marking) markEditableTexts();
  return renderToStaticMarkup(await page());
}

const contact = (search: Record<string, string>) => () => ContactPage({ searchParams: Promise.resolve(search) });
// Contact shows its thank-you only once a message is sent, in place of the form and its topics.
const pages: [string, PageName, () => Promise<ReactElement>, string[]][] = [
  ['Portfolio', 'portfolio', PortfolioPage, []],
  ['Donate', 'donate', DonatePage, []],
  ['Contact', 'contact', contact({}), ['thank_you']],
  ['Contact after sending', 'contact', contact({ sent: 'tech' }), ['topics']],
  ['Privacy', 'privacy', PrivacyPage, []],
];

beforeAll(async () => {
  provideEmbeddedDatabase(await openTestDatabase());
});

describe('the texts marked for "Edit page"', () => {
  it.each(pages)(
    '%s: every text field the page shows is marked, with exactly its text',
    async (_, page, draw, hidden) => {
      const marks = marksIn(await render(draw, true));
      for (const section of sectionNames(page)) {
        if (section === 'seo' || hidden.includes(section)) continue;
        const skip = notOnThePage[`${page}/${section}`];
        for (const [path, text] of textFields(getSectionDefaults(page, section))) {
          if (skip?.test(path)) continue;
          expect(marks.get(`${page}/${section}/${path}`), `${page}/${section}/${path}`).toBe(text);
        }
      }
      // And no mark holds more or less than its field: typing replaces the element's whole text.
      for (const [place, text] of marks) {
        const [markPage, section, path] = place.split('/') as [PageName, string, string];
        const value = textFields(getSectionDefaults(markPage, section as never)).find(([p]) => p === path)?.[1];
        expect(text, place).toBe(value);
      }
    },
  );

  it.each(pages)('%s: a visitor gets no marks', async (_, __, draw) => {
    const html = await render(draw, false);
    expect(html).not.toContain('data-edit-');
  });
});
