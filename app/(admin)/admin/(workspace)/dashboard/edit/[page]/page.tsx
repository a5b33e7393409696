import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AccessDenied } from '@/app/(admin)/_components/access-denied';
import { requireUser } from '@/lib/auth';
import { isEditablePage } from '@/lib/content/editable-pages';
import { loadPageDraft } from '@/lib/content/page-draft';
import { pageLabel } from '@/lib/content/labels';
import { PageEditor } from './_components/page-editor';

export const metadata: Metadata = { title: 'Edit page', robots: { index: false } };

/** "Edit page": the public page in a frame, drawn from the admin's draft, with the section forms beside it. */
export default async function EditPage({ params }: { params: Promise<{ page: string }> }) {
  const user = await requireUser();
  if (!user.isAdmin) return <AccessDenied email={user.email} />;
  const { page } = await params;
  if (!isEditablePage(page)) notFound();
  const { sections, drafts } = await loadPageDraft(user, page);
  return <PageEditor page={page} title={pageLabel(page)} sections={sections} drafts={drafts} />;
}
