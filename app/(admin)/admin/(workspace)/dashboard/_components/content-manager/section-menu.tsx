'use client';

import { Braces, Ellipsis, ListTree } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

/** The "…" menu of a section card: the things an owner rarely needs, such as the raw JSON. */
export function SectionMenu({
  title,
  showingJson,
  onToggleJson,
}: {
  title: string;
  showingJson: boolean;
  onToggleJson: () => void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="ghost" size="sm" aria-label={`More for ${title}`}>
          <Ellipsis aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={onToggleJson}>
          {showingJson ? (
            <>
              <ListTree aria-hidden /> Back to the form
            </>
          ) : (
            <>
              <Braces aria-hidden /> Edit as JSON
            </>
          )}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
