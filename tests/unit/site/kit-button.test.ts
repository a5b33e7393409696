import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kitButtonClass } from '@/components/site/kit-button';
import { buttonVariants } from '@/components/ui/button';

const classes = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

// The utilities that `.kit-button` applies (app/globals.css).
const css = fs.readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8');
const rule = css.slice(css.indexOf('.kit-button {'), css.indexOf('}', css.indexOf('.kit-button {')));
const applied = [...rule.matchAll(/@apply ([^;]+);/g)].flatMap((match) => [...classes(match[1]!)]);

describe('kitButtonClass', () => {
  it.each(['default', 'outline'] as const)('adds up to the UI kit large %s Button', (variant) => {
    const kit = [...classes(kitButtonClass({ variant }))];
    expect(kit).toContain('kit-button');
    const sent = kit.filter((name) => name !== 'kit-button');
    expect(new Set([...applied, ...sent])).toEqual(classes(buttonVariants({ variant, size: 'lg' })));
  });

  it("lets the caller's classes override the variant, as the Button does", () => {
    const list = classes(kitButtonClass({ variant: 'outline', className: 'hover:bg-signal/10' }));
    expect(list.has('hover:bg-signal/10')).toBe(true);
    expect(list.has('hover:bg-accent')).toBe(false);
  });
});
