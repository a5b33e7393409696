import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { read, root } from './markdown';

// docs/architecture.md's layout is the map a new engineer trusts: every path it names must exist,
// and every top folder of app/, lib/ and components/ must be on it, so a new folder gets a line.
type Entry = { path: string; mentions: string[] };

function layoutEntries(): Entry[] {
  const doc = read('docs/architecture.md');
  const block = /^## Layout\n[\s\S]*?^```\n([\s\S]*?)^```$/m.exec(doc)?.[1];
  if (!block) throw new Error('docs/architecture.md has no "## Layout" section with a code block');
  const entries: Entry[] = [];
  for (const line of block.split('\n').filter((text) => text.trim())) {
    const [first, ...rest] = line.trim().split(/\s+/);
    // An indented line continues the entry above it: its folder names are relative to that path.
    if (/^\s/.test(line)) entries.at(-1)?.mentions.push(...folderNames(line.trim().split(/\s+/)));
    else entries.push({ path: first!, mentions: folderNames(rest) });
  }
  return entries;
}

// "chat/", "(zod, pages/)" or "e2e/," in a description name sub-folders; "/admin/..." is an address.
function folderNames(words: string[]): string[] {
  return words
    .map((word) => word.replace(/^\(+/, '').replace(/[),;:.]+$/, ''))
    .filter((word) => word.endsWith('/') && !word.startsWith('/') && /^[\w()[\]-]+(\/[\w()[\]-]+)*\/$/.test(word));
}

const exists = (relative: string, folder: boolean) => {
  const full = path.join(root, relative);
  return fs.existsSync(full) && fs.statSync(full).isDirectory() === folder;
};

describe('docs/architecture.md layout', () => {
  const entries = layoutEntries();

  it('names only paths that exist (folders end with /)', () => {
    const missing = entries.filter(({ path: named }) => !exists(named, named.endsWith('/'))).map(({ path: p }) => p);
    expect(missing).toEqual([]);
  });

  it('names only sub-folders that exist under the line that mentions them', () => {
    const missing = entries.flatMap(({ path: named, mentions }) => {
      const base = named.endsWith('/') ? named : path.dirname(named) + '/';
      return mentions.map((folder) => base + folder).filter((folder) => !exists(folder, true));
    });
    expect(missing).toEqual([]);
  });

  it.each(['app', 'lib', 'components'])('names every top folder of %s/', (top) => {
    const named = new Set(entries.map(({ path: p }) => p));
    const folders = fs
      .readdirSync(path.join(root, top), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${top}/${entry.name}/`);
    expect(folders.filter((folder) => !named.has(folder))).toEqual([]);
  });
});
