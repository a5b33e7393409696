import Link from 'next/link';
import type { Inquiry } from '@/lib/data/port';
import { FOLDERS, inFolder, type Folder } from './folders';

/** The address of a folder, keeping the search. */
const folderHref = (id: Folder, query: string) => {
  const params = new URLSearchParams({ ...(id === 'inbox' ? {} : { folder: id }), ...(query ? { q: query } : {}) });
  return params.size ? `/admin/inquiries?${params}` : '/admin/inquiries';
};

/** Links to the three folders (server-rendered), each with how many it holds (of those found, while searching). */
export function FolderTabs({ inquiries, current, query }: { inquiries: Inquiry[]; current: Folder; query: string }) {
  return (
    <nav aria-label="Folders" className="flex flex-wrap gap-2">
      {FOLDERS.map(({ id, label }) => (
        <Link
          key={id}
          href={folderHref(id, query)}
          aria-current={id === current ? 'page' : undefined}
          className="rounded-md border px-3 py-1.5 font-mono text-sm tracking-wider aria-[current=page]:border-primary aria-[current=page]:bg-primary/10 aria-[current=page]:text-primary"
        >
          {label} <span className="text-muted-foreground">({inFolder(inquiries, id).length})</span>
        </Link>
      ))}
    </nav>
  );
}
