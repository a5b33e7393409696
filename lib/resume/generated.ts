import 'server-only';
import { getPageContent } from '@/lib/content/load';
import { renderResumePdf } from './render-pdf';

/**
 * The resume laid out from the portfolio sections as saved, read the way the public pages read
 * them (so the defaults when the database is unreachable or during `next build`).
 */
export async function renderGeneratedResume(): Promise<Uint8Array> {
  const { resume, skills, experience, education } = await getPageContent('portfolio');
  return renderResumePdf({ resume, skills, experience, education });
}
