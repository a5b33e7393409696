import { getPageContent } from '@/lib/content/load';
import { getResumeFile } from '@/lib/resume/owner-file';
import { renderGeneratedResume } from '@/lib/resume/generated';

// Cached like the public pages (ISR) and revalidated when a portfolio section is saved or the
// owner's PDF is uploaded or removed (lib/content/publish.ts, app/api/resume/route.ts).
export const revalidate = 300;

function fileNameFor(name: string): string {
  const slug = name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return slug ? `${slug}-Resume.pdf` : 'resume.pdf';
}

/** The owner's uploaded PDF when there is one, otherwise the resume generated from the portfolio. */
export async function GET(): Promise<Response> {
  const [uploaded, portfolio] = await Promise.all([getResumeFile(), getPageContent('portfolio')]);
  const bytes = uploaded ?? (await renderGeneratedResume(portfolio));
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${fileNameFor(portfolio.resume.name)}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
