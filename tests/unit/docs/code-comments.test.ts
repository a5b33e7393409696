import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './markdown';

// Comments in the code say why, not when: which issue asked for a change belongs in its commit and
// in docs/, where it does not go stale as the code moves on.
const sourceFolders = ['app', 'lib', 'components'];
const sourceFile = /\.(?:ts|tsx|mts|mjs|js|css)$/;

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return sourceFile.test(entry.name) ? [relative] : [];
  });
}

describe('comments in the code', () => {
  it('name no issue numbers', () => {
    const files = [...sourceFolders.flatMap(sourceFiles), 'proxy.ts'];
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      fs
        .readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (/\bissue #\d+/i.test(line) ? [`${file}:${index + 1}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
