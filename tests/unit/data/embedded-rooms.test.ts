import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

// lib/data/embedded has two rooms: repos/ (one repository per table group, as the caller) and
// engine/ (open, migrate, lock, durability, backup and restore of the database). index.ts is the
// entry. A reader of one room never needs the other, so they do not import each other.
const embedded = path.resolve(import.meta.dirname, '../../../lib/data/embedded');
const filesOf = (room: string) => fs.readdirSync(path.join(embedded, room)).filter((name) => name.endsWith('.ts'));
const importsOf = (room: string, name: string) =>
  [...fs.readFileSync(path.join(embedded, room, name), 'utf8').matchAll(/from '([^']+)'/g)].map((match) => match[1]!);

it('holds only its entry at the top, beside repos/ and engine/', () => {
  expect(fs.readdirSync(embedded).sort()).toEqual(['engine', 'index.ts', 'repos']);
});

it('keeps the repositories and the engine apart', () => {
  const crossing = [
    ...filesOf('repos').flatMap((name) =>
      importsOf('repos', name).filter((spec) => /(^\.\.\/engine|embedded\/engine)\//.test(spec)),
    ),
    ...filesOf('engine').flatMap((name) =>
      importsOf('engine', name).filter((spec) => /(^\.\.\/repos|embedded\/repos)\//.test(spec)),
    ),
  ];
  expect(filesOf('repos').length).toBeGreaterThan(10);
  expect(filesOf('engine').length).toBeGreaterThan(10);
  expect(crossing).toEqual([]);
});
