/**
 * Where a section shows on the public site: the page's path and the id of the element that
 * carries it (mostly the section's heading, which the section is labelled by). Sections shared
 * by every page (site/*) point at the landing page, where the header and the contact links show.
 */
const locations: Record<string, Record<string, readonly [path: string, anchor: string]>> = {
  home: {
    hero: ['/', 'hero-title'],
    about: ['/', 'about-title'],
    core_values: ['/', 'values-title'],
    technology: ['/', 'tech-title'],
    doctrine: ['/', 'doctrine'],
    call_to_action: ['/', 'cta-title'],
    contact: ['/', 'contact-title'],
    footer: ['/', 'site-footer'],
  },
  about: {
    journey: ['/about', 'journey-heading'],
    work: ['/about', 'work-heading'],
    mission: ['/about', 'mission-heading'],
    closing: ['/about', 'closing-heading'],
  },
  portfolio: {
    resume: ['/portfolio', 'resume-name'],
    skills: ['/portfolio', 'skills-heading'],
    experience: ['/portfolio', 'experience-heading'],
    education: ['/portfolio', 'education-heading'],
  },
  donate: {
    intro: ['/donate', 'donate-heading'],
    payment: ['/donate', 'channels-heading'],
    objectives: ['/donate', 'objectives-heading'],
    benefits: ['/donate', 'benefits-heading'],
    transparency: ['/donate', 'transparency-heading'],
    contact: ['/donate', 'contact-heading'],
  },
  contact: {
    intro: ['/contact', 'contact-title'],
    topics: ['/contact', 'contact-topics'],
    // Shown in place of the form once a message is sent: the page's top is where it appears.
    thank_you: ['/contact', 'contact-title'],
  },
  privacy: {
    intro: ['/privacy', 'privacy-heading'],
    text: ['/privacy', 'privacy-part-0'],
  },
  site: {
    links: ['/', 'contact-title'],
  },
};

/** The public URL (path#anchor) of a section, or undefined for one the site does not show. */
export function sectionHref(pageName: string, sectionName: string): string | undefined {
  const page = Object.hasOwn(locations, pageName) ? locations[pageName] : undefined;
  const place = page && Object.hasOwn(page, sectionName) ? page[sectionName] : undefined;
  return place ? `${place[0]}#${place[1]}` : undefined;
}

/** The public path of a page of the content registry ('/' for home and for the shared site sections). */
export function pagePath(pageName: string): string {
  return pageName === 'home' || pageName === 'site' ? '/' : `/${pageName}`;
}
