import 'server-only';
import { getPageContent } from '@/lib/content/load';
import type { InquiryTopic } from '@/lib/data/port';

/** Enough of the site for a reply that knows the business, small enough to stay cheap. */
const SITE_TEXT_CHARS = 6000;

/**
 * What the site itself says, as saved in the content editor: the services (the landing page's
 * two mission cards), the about text, and the page section the inquiry's topic is about.
 */
export async function siteFactsFor(topic: InquiryTopic): Promise<string> {
  const [home, about] = await Promise.all([getPageContent('home'), getPageContent('about')]);
  const offer = home.call_to_action;
  const services = [
    `- ${offer.tech_title}: ${offer.tech_description}`,
    `- ${offer.field_title}: ${offer.field_description} Service area: ${offer.field_service_area}.`,
  ];
  const topicSection: Record<InquiryTopic, string[]> = {
    tech: [offer.tech_title, offer.tech_description, home.technology.intro],
    'lawn-care': [offer.field_title, offer.field_description, `Service area: ${offer.field_service_area}`],
    other: [home.contact.heading, home.contact.text],
  };
  const text = [
    'Services:',
    ...services,
    '',
    'About me:',
    ...home.about.narrative,
    ...about.journey.paragraphs,
    '',
    'What the site says about this topic:',
    ...topicSection[topic],
  ].join('\n');
  return text.slice(0, SITE_TEXT_CHARS);
}
