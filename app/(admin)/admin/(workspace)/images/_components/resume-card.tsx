import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { getResumeFile } from '@/lib/resume/owner-file';
import { ResumeManager } from './resume-manager';

/** The PDF behind the site's DOWNLOAD RESUME button: generated from the portfolio, or the owner's own. */
export async function ResumeCard() {
  const uploaded = await getResumeFile();
  return (
    <Card data-testid="resume-card">
      <CardHeader>
        <CardTitle className="font-mono tracking-widest">
          <h2>Resume</h2>
        </CardTitle>
        <CardDescription>
          <code>/resume.pdf</code> is generated from the portfolio page&apos;s sections and follows every save. Upload
          your own PDF (at most 5 MB) to serve it instead; remove it to go back to the generated one.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ResumeManager initialSize={uploaded ? uploaded.byteLength : null} />
      </CardContent>
    </Card>
  );
}
