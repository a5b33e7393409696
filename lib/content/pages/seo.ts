import { z } from 'zod';
import { LIMITS, line } from '../fields';

/**
 * A public page's search-engine and sharing fields (its "Search & sharing" card). The title is
 * the whole `<title>` (no site-name suffix is added), so what the owner sees in the card's search
 * preview is what the page sends. Search engines show about 60 characters of a title and 160 of a
 * description; the card counts against those, the schema only stops the absurd.
 */
export const pageSeoSchema = z
  .object({
    title: line(LIMITS.title).meta({ label: 'Page title', hint: 'Shown in search results and browser tabs.' }),
    description: line(LIMITS.sentence).meta({
      label: 'Description',
      hint: 'The text under the title in search results.',
    }),
    hide_from_search_engines: z.boolean().meta({ label: 'Hide this page from search engines' }),
  })
  .meta({ label: 'Search & sharing' });
export type PageSeoContent = z.infer<typeof pageSeoSchema>;

export const SEO_TITLE_GUIDE = 60;
export const SEO_DESCRIPTION_GUIDE = 160;

export const homeSeoDefaults: PageSeoContent = {
  title: 'Mission Ready Tech | Veteran-Owned AI Development & Lawn Care',
  description:
    'Marine Corps veteran and full-stack AI developer: privacy-first AI development and consulting, ' +
    'the TaskPilot app, and dependable veteran-owned lawn care.',
  hide_from_search_engines: false,
};

export const aboutSeoDefaults: PageSeoContent = {
  title: 'About | Mission Ready Tech',
  description:
    'From Marine Corps aviation logistics systems to full-stack and AI development: the journey, the work and the mission.',
  hide_from_search_engines: false,
};

export const portfolioSeoDefaults: PageSeoContent = {
  title: 'Portfolio | Mission Ready Tech',
  description:
    'Resume of a Marine Corps veteran turned full-stack and AI developer: skills, experience, training and education.',
  hide_from_search_engines: false,
};

export const donateSeoDefaults: PageSeoContent = {
  title: 'Support the Mission | Mission Ready Tech',
  description:
    'Back TaskPilot and a veteran-owned mission through CashApp or Venmo. 90%+ goes directly to development, ' +
    'and no data is ever sold.',
  hide_from_search_engines: false,
};

export const contactSeoDefaults: PageSeoContent = {
  title: 'Contact | Mission Ready Tech',
  description: 'Ask for a tech consultation or a lawn care quote, or send any other message.',
  hide_from_search_engines: false,
};

export const privacySeoDefaults: PageSeoContent = {
  title: 'Privacy | Mission Ready Tech',
  description:
    'What this site stores when you send a message, what it counts about visits, how long it keeps it, and how to have it deleted.',
  hide_from_search_engines: false,
};
