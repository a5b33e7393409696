import { z } from 'zod';
import { LIMITS, emailAddress, httpsUrl, line } from '../fields';

/** site: links — shared across the header, footer and every contact button. */
export const siteLinksSchema = z
  .object({
    email: emailAddress().meta({
      label: 'Your e-mail address',
      hint: 'Where every e-mail button on the site writes to.',
    }),
    taskpilot_url: httpsUrl().meta({ label: 'TaskPilot link' }),
    linkedin_url: httpsUrl().meta({ label: 'LinkedIn link' }),
    brand_name: line(LIMITS.label).meta({ label: 'Name in the header' }),
    brand_tagline: line(LIMITS.title).meta({ label: 'Line under the name' }),
  })
  .meta({ label: 'Links and name' });
export type SiteLinksContent = z.infer<typeof siteLinksSchema>;

export const siteLinksDefaults: SiteLinksContent = {
  email: 'contact@example.com',
  taskpilot_url: 'https://taskpilot.example.com',
  linkedin_url: 'https://www.linkedin.com/in/example',
  brand_name: 'Jordan Reyes',
  brand_tagline: 'Veteran-Owned • AI Development • Lawn Care',
};

export const siteSections = {
  links: { schema: siteLinksSchema, defaults: siteLinksDefaults },
} as const;
