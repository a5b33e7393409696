import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import ContactPage from '@/app/(site)/contact/page';
import PrivacyPage from '@/app/(site)/privacy/page';
import { PATCH as saveSectionRoute } from '@/app/api/content/[id]/route';
import sitemap from '@/app/sitemap';
import { publicPageMetadata } from '@/lib/content/page-metadata';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { startInquiryHarness } from '../inquiries/harness';

// Issue #39: /contact is in the sitemap, and Contact and Privacy are edited like the other pages.
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

let db: EmbeddedDatabase;
let owner: { cookie: string };

beforeAll(async () => {
  ({ db, owner } = await startInquiryHarness());
});

/** Saves a section through the dashboard's own route, as the signed-in owner. */
async function save(page: string, section: string, change: (content: Record<string, unknown>) => void) {
  const row = (
    await db.query<{ id: string; content: Record<string, unknown>; at: string }>(
      `select id, content, to_json(updated_at)#>>'{}' as at from page_content where page_name = $1 and section_name = $2`,
      [page, section],
    )
  ).rows[0]!;
  change(row.content);
  const response = await saveSectionRoute(
    new Request(`http://localhost/api/content/${row.id}`, {
      method: 'PATCH',
      headers: {
        host: 'localhost',
        origin: 'http://localhost',
        cookie: owner.cookie,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ content: row.content, expectedUpdatedAt: row.at }),
    }),
    { params: Promise.resolve({ id: row.id }) },
  );
  expect(response.status).toBe(200);
}

const contactHtml = async (search: Record<string, string> = {}) =>
  renderToStaticMarkup(await ContactPage({ searchParams: Promise.resolve(search) }));
const privacyHtml = async () => renderToStaticMarkup(await PrivacyPage());

describe('the sitemap', () => {
  it('lists /contact and /privacy with the other public pages, dated by their last save', async () => {
    const entries = await sitemap();
    expect(entries.map((entry) => new URL(entry.url).pathname)).toEqual([
      '/',
      '/about',
      '/portfolio',
      '/donate',
      '/contact',
      '/privacy',
    ]);
    expect(entries.find((entry) => entry.url.endsWith('/contact'))?.lastModified).toBeInstanceOf(Date);
  });
});

describe('the Privacy page', () => {
  it('by default names what the contact form stores, why, for how long, and how to ask for deletion', async () => {
    const text = (await privacyHtml()).replace(/<[^>]+>/g, ' ').replace(/&#x27;|’/g, "'");
    for (const stored of ['name', 'e-mail address', 'phone number', 'street address', 'message', 'topic'])
      expect(text).toContain(stored);
    expect(text).toContain('to answer your message');
    expect(text).toContain('deleted after 30 days');
    expect(text).toMatch(/have it deleted/);
  });

  it('shows the text and the search fields the owner saved', async () => {
    await save('privacy', 'intro', (c) => (c.heading = 'Your data, plainly'));
    await save('privacy', 'text', (c) => {
      c.parts = [
        { heading: 'Kept for a year', text: 'Messages are deleted after twelve months.', points: ['Ask me.'] },
      ];
    });
    await save('privacy', 'seo', (c) => (c.title = 'Privacy at the shop'));
    const html = await privacyHtml();
    expect(html).toContain('Your data, plainly');
    expect(html).toContain('Messages are deleted after twelve months.');
    expect(html).toContain('<li class="mt-2">Ask me.</li>');
    expect(html).not.toContain('What is counted about visits');
    expect((await publicPageMetadata('privacy', 'website')).title).toEqual({ absolute: 'Privacy at the shop' });
  });
});

describe('the Contact page', () => {
  it('shows the heading, introduction and topic words the owner saved, and keeps the topic chosen by link', async () => {
    await save('contact', 'intro', (c) => {
      c.heading = 'Get a quote today';
      c.text = 'Tell me about your yard or your project.';
    });
    await save('contact', 'topics', (c) => {
      c.question = 'How can I help?';
      c.lawn_care = 'Yard work estimate';
    });
    await save('contact', 'seo', (c) => (c.description = 'Quotes within a day.'));
    const html = await contactHtml({ topic: 'lawn-care' });
    expect(html).toContain('Get a quote today');
    expect(html).toContain('Tell me about your yard or your project.');
    expect(html).toContain('How can I help?');
    expect(html).toMatch(/<input[^>]*id="topic-lawn-care"[^>]*checked=""[^>]*\/><span>Yard work estimate<\/span>/);
    expect((await publicPageMetadata('contact', 'website')).description).toBe('Quotes within a day.');
  });

  it('ignores an unknown topic in the link: nothing is preselected', async () => {
    expect(await contactHtml({ topic: 'sky-diving' })).not.toContain('checked=""');
  });

  it('thanks the visitor in the words the owner saved', async () => {
    await save('contact', 'thank_you', (c) => {
      c.heading = 'Got it, thanks!';
      c.text = 'I answer every message the same day.';
    });
    const html = await contactHtml({ sent: 'tech' });
    expect(html).toContain('Got it, thanks!');
    expect(html).toContain('I answer every message the same day.');
  });
});
