import Link from 'next/link';

/** Beside the folders: what the filters set aside, so a real lead filed as spam is looked at. */
export function SpamNotice({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Link
      href="/admin/inquiries?folder=spam"
      className="rounded-md border border-amber-500/50 bg-amber-500/10 px-3 py-1.5 text-sm text-amber-200 hover:bg-amber-500/20"
    >
      {count} in Spam: review
    </Link>
  );
}
