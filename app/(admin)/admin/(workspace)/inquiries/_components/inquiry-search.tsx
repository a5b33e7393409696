import Link from 'next/link';
import { Search } from 'lucide-react';
import { Field } from '@/components/forms/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { Folder } from './folders';

/** Search across name, e-mail and message: a plain GET form, so it works before any script and the address can be kept. */
export function InquirySearch({ query, folder }: { query: string; folder: Folder }) {
  return (
    <form role="search" action="/admin/inquiries" className="flex flex-wrap items-end gap-2">
      {folder === 'inbox' ? null : <input type="hidden" name="folder" value={folder} />}
      <Field id="inquiry-search" label="Search name, e-mail and message" hideLabel className="min-w-0 flex-1">
        <Input name="q" type="search" defaultValue={query} maxLength={100} placeholder="Name, e-mail or words" />
      </Field>
      <Button type="submit" variant="outline">
        <Search aria-hidden /> Search
      </Button>
      {query ? (
        <Button asChild variant="ghost">
          <Link href={folder === 'inbox' ? '/admin/inquiries' : `/admin/inquiries?folder=${folder}`}>Clear</Link>
        </Button>
      ) : null}
    </form>
  );
}
