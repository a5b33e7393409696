import { z } from 'zod';
import { LIMITS, emailAddress, httpsUrl, line } from '../fields';

/** site: links — shared across the header, footer and every contact button. */
export const siteLinksSchema = z.object({
  email: emailAddress(),
  taskpilot_url: httpsUrl(),
  linkedin_url: httpsUrl(),
  brand_name: line(LIMITS.label),
  brand_tagline: line(LIMITS.title),
});
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
