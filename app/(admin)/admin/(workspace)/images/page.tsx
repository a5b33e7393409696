import type { Metadata } from 'next';
import { AccessDenied } from '@/app/(admin)/_components/access-denied';
import { AdminPageHeader } from '@/app/(admin)/_components/admin-page-header';
import { requireUser } from '@/lib/auth';
import { ImagesCard } from './_components/images-card';
import { ResumeCard } from './_components/resume-card';

export const metadata: Metadata = { title: 'Images & Resume', robots: { index: false } };

/** The files the public site serves: the resume PDF and the replaceable images. */
export default async function ImagesPage() {
  const user = await requireUser();
  if (!user.isAdmin) return <AccessDenied email={user.email} />;
  return (
    <main id="main" className="mx-auto max-w-5xl space-y-6 p-4 sm:p-6">
      <AdminPageHeader title="IMAGES & RESUME" email={user.email} />
      <ImagesCard user={user} />
      <ResumeCard />
    </main>
  );
}
