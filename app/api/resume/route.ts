import { callerFor } from '@/lib/auth/caller';
import { revalidateResume } from '@/lib/content/publish';
import { readLimitedBytes } from '@/lib/http/request';
import { userRoute } from '@/lib/auth/user-route';
import type { ResumeAnswer } from './schema';
import { RESUME_MAX_BYTES, removeResumeFile, saveResumeFile } from '@/lib/resume/owner-file';

/**
 * The owner's own resume PDF (admins only): POST with the file's bytes as the body replaces the
 * generated `/resume.pdf`; DELETE goes back to the generated one. The body is counted as it
 * streams in and refused past 5 MB; the content is checked before anything is written.
 */
export const POST = userRoute(
  async ({ request, user }) => {
    const bytes = await readLimitedBytes(request, RESUME_MAX_BYTES, 'The PDF is larger than 5 MB.');
    await saveResumeFile(callerFor(user), bytes);
    revalidateResume();
    return Response.json({ ok: true, size: bytes.byteLength } satisfies ResumeAnswer);
  },
  { admin: true },
);

export const DELETE = userRoute(
  async ({ user }) => {
    await removeResumeFile(callerFor(user));
    revalidateResume();
    return Response.json({ ok: true } satisfies ResumeAnswer);
  },
  { admin: true },
);
