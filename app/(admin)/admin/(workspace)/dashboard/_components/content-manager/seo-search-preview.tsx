'use client';

import { Sparkles } from 'lucide-react';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SEO_DESCRIPTION_GUIDE, SEO_TITLE_GUIDE } from '@/lib/content/pages/seo';
import { cn } from '@/lib/utils';
import { draftDescription, hasDraftKey } from './seo-api';
import { pagePath } from './section-location';

type Seo = { title: string; description: string; hide_from_search_engines: boolean };

export const SEO_SECTION = 'seo';

/** A draft the card can preview (while JSON is edited it may be anything). */
export function isSeoContent(value: unknown): value is Seo {
  const seo = value as Partial<Seo> | null;
  return typeof seo?.title === 'string' && typeof seo.description === 'string';
}

const NO_KEY = 'Drafting uses your own AI key: save one in the AI portal under Settings first.';

function Counter({ label, length, guide }: { label: string; length: number; guide: number }) {
  const over = length > guide;
  return (
    <span className={cn('font-mono', over ? 'text-amber-400' : 'text-muted-foreground')}>
      {label}: {length} / about {guide} characters{over && ' (search engines cut the rest)'}
    </span>
  );
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/**
 * How the page shows in a search engine's results as the owner types, with the lengths search
 * engines display, and "Draft with AI" for the description (fills the field; saving stays theirs).
 */
export function SeoSearchPreview({
  pageName,
  seo,
  onDrafted,
}: {
  pageName: string;
  seo: Seo;
  /** Puts a drafted description into the field. */
  onDrafted: (description: string) => void;
}) {
  const [drafting, setDrafting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [keyless, setKeyless] = useState(false);
  const path = pagePath(pageName);

  useEffect(() => {
    let live = true;
    hasDraftKey()
      .then((has) => live && setKeyless(!has))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);

  async function draft() {
    setDrafting(true);
    setProblem(null);
    const outcome = await draftDescription(pageName);
    setDrafting(false);
    if (outcome.ok) onDrafted(outcome.data);
    else setProblem(outcome.message);
  }

  return (
    // min-w-0 and overflow-wrap: a long word or URL in the draft wraps instead of widening the card.
    <div className="grid min-w-0 gap-3 [overflow-wrap:anywhere]">
      <figure
        className="grid min-w-0 gap-1 rounded-md border border-border bg-background p-3"
        aria-label="Search result preview"
      >
        <figcaption className="text-xs text-muted-foreground">Search result preview</figcaption>
        <span className="truncate text-xs text-muted-foreground">{`your site › ${path === '/' ? 'home' : path.slice(1)}`}</span>
        <span className="text-lg leading-snug text-sky-400">{cut(seo.title, SEO_TITLE_GUIDE + 1)}</span>
        <span className="text-sm text-foreground/80">{cut(seo.description, SEO_DESCRIPTION_GUIDE + 1)}</span>
        {seo.hide_from_search_engines && (
          <span className="text-xs text-amber-400">Hidden: search engines are asked not to list this page.</span>
        )}
      </figure>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
        <Counter label="Title" length={seo.title.length} guide={SEO_TITLE_GUIDE} />
        <Counter label="Description" length={seo.description.length} guide={SEO_DESCRIPTION_GUIDE} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void draft()} disabled={drafting || keyless}>
          <Sparkles aria-hidden /> {drafting ? 'Drafting...' : 'Draft with AI'}
        </Button>
        {keyless ? (
          <span className="text-xs text-muted-foreground">
            {NO_KEY}{' '}
            <Link href="/ai-portal" className="underline">
              Open the AI portal
            </Link>
          </span>
        ) : (
          <span className="text-xs text-muted-foreground">
            Drafts the description from this page&apos;s text; edit it, then save.
          </span>
        )}
      </div>
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
