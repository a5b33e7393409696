import 'server-only';
import type { PageContent } from '@/lib/content/load';
import { renderResumePdf } from './render-pdf';

/**
 * The resume laid out from the portfolio sections as saved: the caller reads them the way the
 * public pages do (`getPageContent('portfolio')`, so the defaults when the database is unreachable
 * or during `next build`).
 */
export function renderGeneratedResume(portfolio: PageContent<'portfolio'>): Promise<Uint8Array> {
  const { resume, skills, experience, education } = portfolio;
  return renderResumePdf({ resume, skills, experience, education });
}
