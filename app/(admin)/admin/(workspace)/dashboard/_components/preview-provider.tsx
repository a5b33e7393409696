'use client';

import dynamic from 'next/dynamic';
import { PreviewRendererContext } from '@/app/(admin)/admin/(workspace)/dashboard/_components/content-manager/preview-context';

// Fetched the first time a preview opens, so the public components do not weigh on the
// dashboard's first load. Rendered in the browser only: it draws a draft, never stored data.
const PublicSectionPreview = dynamic(() => import('./public-section-preview'), {
  ssr: false,
  loading: () => <p className="p-4 text-sm text-muted-foreground">Loading preview...</p>,
});

/** Gives the content manager's section cards the public site's renderer for their previews. */
export function PreviewProvider({ children }: { children: React.ReactNode }) {
  return <PreviewRendererContext value={PublicSectionPreview}>{children}</PreviewRendererContext>;
}
