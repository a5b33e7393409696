import { FolderXIcon } from 'lucide-react';
import Link from 'next/link';

/** A project address that names no project of this user's. */
export default function ProjectNotFound() {
  return (
    <div role="alert" className="flex items-center gap-3 rounded-md border border-dashed p-3 text-sm">
      <FolderXIcon aria-hidden className="size-5 shrink-0 text-muted-foreground" />
      <p className="min-w-0 flex-1">
        <span className="font-medium">Project not found.</span>{' '}
        <span className="text-muted-foreground">It was deleted, or the link belongs to another account.</span>
      </p>
      <Link href="/ai-portal" className="text-primary underline-offset-4 hover:underline">
        New chat
      </Link>
    </div>
  );
}
