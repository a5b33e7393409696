import { contentRegistry, isPageName, isSectionName } from './registry';

const pageTitles: Record<string, string> = {
  home: 'Home',
  about: 'About',
  portfolio: 'Portfolio',
  donate: 'Donate',
  contact: 'Contact',
  privacy: 'Privacy',
  site: 'Whole site',
};

const sentence = (key: string) => {
  const words = key.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A page as the owner names it ("Home", "Whole site"). */
export function pageTitle(page: string): string {
  return Object.hasOwn(pageTitles, page) ? pageTitles[page]! : sentence(page);
}

/**
 * A section as the owner names it: the label its schema carries (zod's `.meta({ label })`) when it
 * has one, otherwise its key as a sentence ("Call to action"), never the bare key.
 */
export function sectionTitle(page: string, section: string): string {
  if (section === 'seo') return 'Search & sharing';
  if (isPageName(page) && isSectionName(page, section)) {
    const entry = (contentRegistry[page] as Record<string, { schema: { meta?: () => unknown } }>)[section];
    const meta = entry?.schema.meta?.() as { label?: unknown } | undefined;
    if (typeof meta?.label === 'string' && meta.label) return meta.label;
  }
  return sentence(section);
}
