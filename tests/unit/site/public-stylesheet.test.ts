import fs from 'node:fs';
import path from 'node:path';
import tailwind from '@tailwindcss/postcss';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';

// app/globals.css is sent with every public page, so
// Tailwind scans only what those pages render (its @source lines); the admin area brings its own
// stylesheet. These checks keep the two honest: a public module outside the @source paths would
// lose its utilities, and admin utilities in the public stylesheet would be sent on every page.
const ROOT = process.cwd();
const APP = path.join(ROOT, 'app');
const stylesheet = fs.readFileSync(path.join(APP, 'globals.css'), 'utf8');
const sources = [...stylesheet.matchAll(/^@source '([^']+)';/gm)].map((match) => path.resolve(APP, match[1]!));

const PUBLIC_ENTRIES = [
  'app/layout.tsx',
  'app/not-found.tsx',
  'app/error.tsx',
  'app/(site)/layout.tsx',
  'app/(site)/page.tsx',
  'app/(site)/about/page.tsx',
  'app/(site)/portfolio/page.tsx',
  'app/(site)/donate/page.tsx',
];

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? path.join(ROOT, spec.slice(2))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null;
  const file = ['', '.tsx', '.ts', '/index.tsx', '/index.ts']
    .map((ending) => base + ending)
    .find((candidate) => fs.statSync(candidate, { throwIfNoEntry: false })?.isFile());
  return file ?? null;
}

// A .ts module matters when it holds class lists (components/site/action-styles.ts, for example).
const holdsClasses = (code: string) => /'[^'\n]*\b(?:flex|text-|bg-|border|px-|gap-)[^'\n]*'/.test(code);

/** Every module the public entries import, directly or not, that holds markup or class lists. */
function publicModules(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      const target = resolveImport(file, match[1]!);
      if (target) visit(target);
    }
  };
  for (const entry of PUBLIC_ENTRIES) visit(path.join(ROOT, entry));
  return [...seen].filter((file) => file.endsWith('.tsx') || holdsClasses(fs.readFileSync(file, 'utf8')));
}

const covered = (file: string) =>
  sources.some((source) =>
    source.endsWith('*.tsx')
      ? path.dirname(file) === path.dirname(source) && file.endsWith('.tsx')
      : file === source || file.startsWith(source + path.sep),
  );

describe('the public stylesheet (app/globals.css)', () => {
  it('scans every module the public pages render', () => {
    const modules = publicModules();
    expect(modules.length).toBeGreaterThan(30);
    expect(modules.filter((file) => !covered(file)).map((file) => path.relative(ROOT, file))).toEqual([]);
  });

  it('leaves out utilities only the admin area uses; the admin stylesheet has them', async () => {
    const compile = async (file: string) =>
      (await postcss([tailwind({ base: ROOT })]).process(fs.readFileSync(file, 'utf8'), { from: file })).css;
    // The AI portal's dialogs (Radix) animate in with this; no public page has a dialog.
    const adminOnly = 'data-\\[state\\=open\\]\\:animate-in';
    const [publicCss, adminCss] = await Promise.all([
      compile(path.join(APP, 'globals.css')),
      compile(path.join(APP, '(admin)/admin.css')),
    ]);
    expect(adminCss).toContain(`.${adminOnly}`);
    expect(publicCss).not.toContain(`.${adminOnly}`);
    // The public pages' own utilities and component classes are there.
    expect(publicCss).toContain('.kit-button');
    expect(publicCss).toContain('.motion-safe\\:animate-bounce');
  });
});
