import { ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { sectionHref } from './section-location';

/** Opens the public page at the section, in a new tab so the edits here stay open. */
export function ViewOnSite({ pageName, sectionName, title }: { pageName: string; sectionName: string; title: string }) {
  const href = sectionHref(pageName, sectionName);
  if (!href) return null;
  return (
    <Button asChild variant="ghost" size="sm">
      <a href={href} target="_blank" rel="noopener" aria-label={`View on site: ${title}`}>
        <ExternalLink aria-hidden /> View on site
      </a>
    </Button>
  );
}
