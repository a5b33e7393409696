import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

// One idea, one name: the product calls it a "second factor" (docs/security.md, the Account page),
// so code, file names, comments and tests do too; a reader should not wonder whether "two-factor"
// or "2FA" is something else. Applied migrations are history and keep their words.
const root = path.resolve(import.meta.dirname, '../..');
const OTHER_NAMES = /two[-_ ]?factor|\b2fa\b/i;
const HISTORY = [/^supabase\/migrations\//, /^package-lock\.json$/, /^tests\/unit\/one-name-second-factor\.test\.ts$/];

it('names the second factor one way in every tracked file and file name', () => {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root })
    .toString()
    .split('\n')
    .filter((file) => file && !HISTORY.some((pattern) => pattern.test(file)) && fs.existsSync(path.join(root, file)));
  const found = files.flatMap((file) => {
    if (OTHER_NAMES.test(file)) return [`${file} (file name)`];
    const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
    return lines.flatMap((line, index) => (OTHER_NAMES.test(line) ? [`${file}:${index + 1}`] : []));
  });
  expect(found).toEqual([]);
});
