import type { SiteLinksContent } from '@/lib/content/pages/site';

/** Structured data for search engines: the person and the business they run. */
export function SiteJsonLd({
  links,
  siteUrl,
  description,
}: {
  links: SiteLinksContent;
  siteUrl: string;
  description: string;
}) {
  const data = {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Person',
        '@id': `${siteUrl}#person`,
        name: links.brand_name,
        email: `mailto:${links.email}`,
        url: siteUrl,
        sameAs: [links.linkedin_url],
      },
      {
        '@type': 'ProfessionalService',
        name: links.brand_name,
        description,
        url: siteUrl,
        email: links.email,
        founder: { '@id': `${siteUrl}#person` },
        slogan: links.brand_tagline,
      },
    ],
  };
  // JSON.stringify does not escape "<": without this, content containing "</script>" could end the tag.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
