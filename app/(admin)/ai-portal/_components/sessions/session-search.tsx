'use client';

import { SearchIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import type { ChatSearchHit } from '@/lib/data/port';
import { cn } from '@/lib/utils';
import { LocalTime } from '@/app/(admin)/_components/local-time';
import { MAX_QUERY_LENGTH, type SearchState } from './use-session-search';

/** The search box's id: Ctrl/Cmd+K focuses it. */
export const SEARCH_BOX_ID = 'chat-search';

export function SessionSearchBox({ query, onChange }: { query: string; onChange: (query: string) => void }) {
  return (
    <div className="relative">
      <SearchIcon
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={SEARCH_BOX_ID}
        type="search"
        aria-label="Search chats"
        placeholder="Search chats"
        value={query}
        maxLength={MAX_QUERY_LENGTH}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && query) {
            event.preventDefault();
            onChange('');
          }
        }}
        className="pr-9 pl-8 [&::-webkit-search-cancel-button]:hidden"
      />
      {query && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Clear search"
          onClick={() => onChange('')}
          className="absolute top-1/2 right-0.5 size-8 -translate-y-1/2 text-muted-foreground"
        >
          <XIcon aria-hidden />
        </Button>
      )}
    </div>
  );
}

/** `onSelect` gets the matching message too, so the chat opens at it. */
type ResultsProps = { state: SearchState; activeId: string | null; onSelect: (id: string, at?: string) => void };

export function SessionSearchResults({ state, activeId, onSelect }: ResultsProps) {
  if (state.status === 'searching')
    return (
      <p className="flex items-center gap-2 p-3 text-sm text-muted-foreground" role="status">
        <Spinner aria-hidden aria-label={undefined} role={undefined} /> Searching...
      </p>
    );
  if (state.status === 'failed')
    return (
      <p className="p-3 text-sm text-destructive" role="alert">
        Search failed: {state.message}
      </p>
    );
  if (state.status !== 'done') return null;
  if (state.results.length === 0)
    return (
      <p className="p-3 text-sm text-muted-foreground" role="status">
        No chats match
      </p>
    );
  return (
    <ul className="space-y-1 pr-3" aria-label="Search results">
      {state.results.map((hit) => (
        <li key={hit.id}>
          <button
            type="button"
            aria-current={hit.id === activeId ? 'true' : undefined}
            onClick={() => onSelect(hit.id, hit.messageId ?? undefined)}
            className={cn(
              'w-full rounded-md border border-transparent px-3 py-2 text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
              hit.id === activeId ? 'border-primary/60 bg-primary/15' : 'hover:bg-accent/50',
            )}
          >
            <span className="block truncate text-sm font-medium">{hit.title}</span>
            <Snippet hit={hit} />
            <span className="block text-xs text-muted-foreground">
              <LocalTime iso={hit.updatedAt} />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The matching passage; matches are <mark> elements around plain text (never HTML from the server). */
function Snippet({ hit }: { hit: ChatSearchHit }) {
  return (
    <span className="line-clamp-2 text-xs break-words text-muted-foreground" data-testid="search-snippet">
      {hit.snippet.map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-sm bg-primary/25 px-0.5 text-foreground">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </span>
  );
}
