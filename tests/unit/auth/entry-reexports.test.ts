import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

// lib/auth/index.ts is the door callers use ('@/lib/auth'); the work lives in modules named for
// their job (guards, backend, account, activity, pages). The door holding code of its own is how
// it grew six jobs before, so it may hold only re-exports.
const root = path.resolve(import.meta.dirname, '../../..');

/** The statements of a file that are neither `export ... from` nor the `server-only` marker. */
function ownCode(relative: string): string[] {
  const text = fs.readFileSync(path.join(root, relative), 'utf8');
  const source = ts.createSourceFile(relative, text, ts.ScriptTarget.Latest, true);
  return source.statements
    .filter((statement) => {
      if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) return false;
      const marker = ts.isImportDeclaration(statement) && !statement.importClause;
      return !(marker && (statement.moduleSpecifier as ts.StringLiteral).text === 'server-only');
    })
    .map((statement) => statement.getText(source).split('\n')[0]!);
}

it('lib/auth/index.ts only re-exports', () => {
  expect(ownCode('lib/auth/index.ts')).toEqual([]);
});
