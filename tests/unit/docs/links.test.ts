import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchors, documents, linkTargets, read, root } from './markdown';

// A reader who follows a link in the README or docs/ must land on a file and heading that exist:
// moving a section between documents is exactly when links break.
const external = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

function broken(file: string): string[] {
  const problems: string[] = [];
  for (const target of linkTargets(read(file))) {
    if (external.test(target)) continue;
    const [pathPart, anchor] = target.split('#', 2) as [string, string | undefined];
    const resolved = pathPart ? path.join(path.dirname(file), decodeURI(pathPart)) : file;
    if (!fs.existsSync(path.join(root, resolved))) {
      problems.push(`${file}: ${target} (no file ${resolved})`);
      continue;
    }
    if (anchor && resolved.endsWith('.md') && !anchors(read(resolved)).has(anchor))
      problems.push(`${file}: ${target} (no heading #${anchor} in ${resolved})`);
  }
  return problems;
}

describe('relative links in the documentation', () => {
  it.each(documents())('%s: every link reaches an existing file and heading', (file) => {
    expect(broken(file)).toEqual([]);
  });

  it('the check itself sees a missing file and a missing heading', () => {
    const dir = fs.mkdtempSync(path.join(root, 'tests/unit/docs/.tmp-'));
    try {
      const name = path.relative(root, path.join(dir, 'x.md'));
      fs.writeFileSync(
        path.join(dir, 'x.md'),
        '# Top\n\n[a](#top) [b](#nope) [c](missing.md) [d](https://e.example)\n',
      );
      expect(broken(name)).toEqual([
        `${name}: #nope (no heading #nope in ${name})`,
        expect.stringContaining('missing.md'),
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
