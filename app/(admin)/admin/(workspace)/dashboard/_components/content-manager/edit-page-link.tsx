import { PencilLine } from 'lucide-react';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { isEditablePage } from '@/lib/content/editable-pages';
import { pageLabel } from '@/lib/content/labels';

/** The page tab's way to "Edit page": the page as visitors see it, edited by clicking its texts. */
export function EditPageLink({ pageName }: { pageName: string }) {
  if (!isEditablePage(pageName)) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md border border-dashed p-3 text-sm">
      <Button asChild size="sm">
        <Link href={`/admin/dashboard/edit/${pageName}`}>
          <PencilLine aria-hidden /> Edit page
        </Link>
      </Button>
      <span className="text-muted-foreground">
        See {pageLabel(pageName)} as visitors do, click a text to change it, publish all changes at once.
      </span>
    </div>
  );
}
