'use client';

import { ChevronDown } from 'lucide-react';
import { createElement, useState } from 'react';
import { Field } from '@/components/forms/field';
import { resolveIcon } from '@/components/site/icon';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { ICON_NAMES } from '@/lib/content/icons';
import { cn } from '@/lib/utils';
import type { Path } from './content-paths';
import { useFieldState } from './section-editor-context';

/** An icon's stored name in words: 'shield-check' -> 'Shield check'. */
export function iconWords(name: string): string {
  const words = name.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The lucide icon the site draws for a name (the site itself draws it from a sprite of the same icons). */
function IconImage({ name, className }: { name: string; className?: string }) {
  return createElement(resolveIcon(name), { 'aria-hidden': true, className });
}

/**
 * An icon field: the site's own icons, drawn, with a filter. The stored value stays the name the
 * site reads ('shield-check'); the owner sees the picture and its name in words.
 */
export function IconField({ path, label, value }: { path: Path; label: string; value: string }) {
  const { editor, id, errors } = useFieldState(path);
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const query = filter.trim().toLowerCase();
  const matches = ICON_NAMES.filter((name) => iconWords(name).toLowerCase().includes(query));

  function choose(name: string) {
    editor.update(path, name);
    setOpen(false);
    setFilter('');
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <Field id={id} label={label} error={errors?.length ? errors.join(' ') : null}>
        <PopoverTrigger asChild>
          <Button
            type="button"
            variant="outline"
            className="w-full justify-between sm:w-64"
            aria-label={`${label}: ${iconWords(value)}`}
          >
            <span className="flex items-center gap-2">
              <IconImage name={value} /> {iconWords(value)}
            </span>
            <ChevronDown aria-hidden className="opacity-60" />
          </Button>
        </PopoverTrigger>
      </Field>
      <PopoverContent align="start" className="grid w-80 max-w-[calc(100vw-2rem)] gap-2 p-2">
        <Input
          aria-label="Find an icon"
          placeholder="Find an icon..."
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          onKeyDown={(event) => {
            // Enter takes the first match, so typing a name and Enter is enough.
            if (event.key === 'Enter' && matches[0]) {
              event.preventDefault();
              choose(matches[0]);
            }
          }}
        />
        <ul aria-label="Icons" className="grid max-h-64 grid-cols-4 gap-1 overflow-y-auto">
          {matches.map((name) => {
            return (
              <li key={name}>
                <button
                  type="button"
                  aria-pressed={name === value}
                  onClick={() => choose(name)}
                  className={cn(
                    'flex w-full flex-col items-center gap-1 rounded-md p-2 text-[11px] leading-tight text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                    name === value && 'bg-accent text-foreground',
                  )}
                >
                  <IconImage name={name} className="size-5" />
                  {iconWords(name)}
                </button>
              </li>
            );
          })}
        </ul>
        {matches.length === 0 && <p className="p-2 text-sm text-muted-foreground">No icon has that name.</p>}
      </PopoverContent>
    </Popover>
  );
}
