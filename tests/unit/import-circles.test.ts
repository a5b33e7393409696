import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

// import-x/no-cycle (eslint.config.mjs) does not follow type-only imports, yet a circle through
// them (glyph.tsx -> glyphs.ts -> icon.tsx -> glyph.tsx was one) still tangles the modules. This
// walks every import the TypeScript project holds, types and dynamic imports included.
const root = path.resolve(import.meta.dirname, '../..');
const DELIBERATE = path.join(root, 'tests/fixtures/lint') + path.sep;

function importGraph(): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  )!;
  const ours = (file: string) =>
    !file.includes(`${path.sep}node_modules${path.sep}`) && !file.endsWith('.d.ts') && !file.startsWith(DELIBERATE);
  const cache = ts.createModuleResolutionCache(root, (name) => name, config.options);
  const graph = new Map<string, string[]>();
  for (const file of config.fileNames.map((name) => path.resolve(name)).filter(ours)) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => ts.resolveModuleName(fileName, file, config.options, ts.sys, cache).resolvedModule)
      .flatMap((module) => (module && !module.isExternalLibraryImport ? [path.resolve(module.resolvedFileName)] : []))
      .filter(ours);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The groups of files that reach each other through imports (Tarjan's strongly connected components). */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(path.relative(root, member));
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) found.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

it('no module imports itself back through others, type-only imports included', () => {
  const graph = importGraph();
  expect(graph.size).toBeGreaterThan(100);
  expect(circles(graph)).toEqual([]);
});

/**
 * Folders any route may use. They sit below the routes, so they must not import a route's files
 * (a page, its actions, its private _components): that arrow points up and ties the shared
 * code to one screen.
 */
const SHARED = ['lib', 'components', 'app/_components', 'app/(admin)/_components', 'app/(site)/_components'].map(
  (folder) => path.join(root, folder) + path.sep,
);
const isShared = (file: string) => SHARED.some((folder) => file.startsWith(folder));
const isRouteFile = (file: string) => file.startsWith(path.join(root, 'app') + path.sep) && !isShared(file);

/** `importer -> imported` for every import from a shared folder into a route folder's files. */
function upwardImports(graph: Map<string, string[]>): string[] {
  return [...graph].flatMap(([file, targets]) =>
    isShared(file)
      ? targets.filter(isRouteFile).map((target) => `${path.relative(root, file)} -> ${path.relative(root, target)}`)
      : [],
  );
}

it('no shared folder (lib, components, app/**/_components at a group root) imports a route folder', () => {
  expect(upwardImports(importGraph())).toEqual([]);
});

it('reports an import from a shared component into a route folder, and not the other way round', () => {
  const shared = path.join(root, 'app/(admin)/_components/probe.tsx');
  const route = path.join(root, 'app/(admin)/admin/probe/actions.ts');
  const privateComponent = path.join(root, 'app/(admin)/ai-portal/_components/probe.tsx');
  const library = path.join(root, 'lib/probe.ts');
  expect(
    upwardImports(
      new Map([
        [shared, [route, library]],
        [library, [privateComponent]],
        [route, [shared, library]],
      ]),
    ),
  ).toEqual([
    'app/(admin)/_components/probe.tsx -> app/(admin)/admin/probe/actions.ts',
    'lib/probe.ts -> app/(admin)/ai-portal/_components/probe.tsx',
  ]);
});

it('finds the circle among the lint fixtures, so an empty answer above means something', () => {
  const first = path.join(DELIBERATE, 'circle/first.ts');
  const second = path.join(DELIBERATE, 'circle/second.ts');
  expect(
    circles(
      new Map([
        [first, [second]],
        [second, [first]],
      ]),
    ),
  ).toEqual([['tests/fixtures/lint/circle/first.ts', 'tests/fixtures/lint/circle/second.ts']]);
});
