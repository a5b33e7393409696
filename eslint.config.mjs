import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const root = import.meta.dirname;

/** Every folder directly under lib/, read at load time so that a new one is covered too. */
const libFolders = fs
  .readdirSync(path.join(root, 'lib'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const libFoldersExcept = (...allowed) =>
  libFolders.filter((name) => !allowed.includes(name)).map((name) => `./lib/${name}`);

/**
 * Imports point down: app -> components -> lib. Zones of import-x/no-restricted-paths, by folder
 * (never by file) so they hold while files move inside them. Paths are relative to the repository.
 */
const zones = {
  componentsToApp: {
    target: './components',
    from: './app',
    message: 'components/ sits below app/: move what both need into components/ (or lib/).',
  },
  adminToSite: {
    target: './app/(admin)',
    from: './app/(site)',
    message: 'The admin and the public site share only components/ and lib/ (e.g. components/site/sections/).',
  },
  siteToAdmin: {
    target: './app/(site)',
    from: './app/(admin)',
    message: 'The public site and the admin share only components/ and lib/.',
  },
  // A group's _components (and app/_components) are shared by its routes, so they sit below them:
  // what a shared component needs (a server action too) lives beside it, never in a route folder.
  sharedAdminToRoutes: {
    target: './app/(admin)/_components',
    from: './app/(admin)',
    except: ['./_components'],
    message:
      'app/(admin)/_components is shared by the admin routes: keep what it needs beside it, not in a route folder.',
  },
  sharedSiteToRoutes: {
    target: './app/(site)/_components',
    from: './app/(site)',
    except: ['./_components'],
    message:
      'app/(site)/_components is shared by the site routes: keep what it needs beside it, not in a route folder.',
  },
  sharedAppToRoutes: {
    target: './app/_components',
    from: './app',
    except: ['./_components'],
    message: 'app/_components is shared by every route: keep what it needs beside it, not in a route folder.',
  },
  adapters: {
    // The one place an adapter is chosen is lib/data/index.ts (getData); lib/auth, lib/files and
    // lib/backup wire the rest. The UI and the proxy never pick one.
    target: ['./app', './components', './proxy.ts'],
    from: ['./lib/data/embedded', './lib/data/supabase'],
    message: 'Reach the database through lib/data (getData) or a lib/ module, never an adapter directly.',
  },
  // The two bottom layers of lib/: everything else in lib/ builds on them.
  dataUpward: {
    target: './lib/data',
    from: libFoldersExcept('data', 'crypto'),
    message: 'lib/data is the bottom layer (beside lib/crypto): move what it needs down into it.',
  },
  httpUpward: {
    target: './lib/http',
    from: libFoldersExcept('http'),
    message: 'lib/http is request plumbing that lib/auth and the rest build on: it imports no other lib/ folder.',
  },
};

const restrictedPaths = (names) => [
  'error',
  { basePath: root, zones: Object.entries(zones).flatMap(([name, zone]) => (names.includes(name) ? [zone] : [])) },
];
const allZones = Object.keys(zones);

/**
 * Next's private modules and state are reached from one folder only (docs/architecture.md, "Next
 * internals"), behind NEXT_INTERNALS and the tested version range. A string literal rather than
 * no-restricted-imports: the folder reaches them with Node's require (createRequire), whose
 * argument no import rule sees; an import's source is such a literal too.
 */
const nextInternalsFolders = ['lib/next/internals/**', 'tests/unit/next/internals/**'];
const nextPrivate = [
  'error',
  {
    selector: 'Literal[value=/^next[/]dist([/]|$)/]',
    message: "Next's private modules (next/dist/*) are used only in lib/next/internals: add what you need there.",
  },
  {
    selector: "CallExpression[callee.object.name='Symbol'][callee.property.name='for'][arguments.0.value=/^@next[/]/]",
    message: "Next's private globals are used only in lib/next/internals: add what you need there.",
  },
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    // The reader process's bundle (scripts/build-workers.mjs): generated, like .next.
    '.workers/**',
    'out/**',
    'node_modules/**',
    '.data/**',
    '.scratch/**',
    'next-env.d.ts',
    'playwright-report/**',
    'test-results/**',
    'bench/results/**',
    // Built by scripts/build-workers.mjs (git ignores it too).
    '.workers/**',
    // Deliberately bad imports for tests/unit/lint-boundaries.test.ts, which lints them itself.
    'tests/fixtures/lint/**',
  ]),
  {
    // lib/ is the inner layer: it must not reach back into the UI.
    files: ['lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/app/*', '@/components/*'], message: 'lib/ must not import from app/ or components/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: nextInternalsFolders,
    rules: { 'no-restricted-syntax': nextPrivate },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') })],
    },
    rules: {
      'import-x/no-restricted-paths': restrictedPaths(allZones),
      // Type-only imports are not followed (the rule's design); tests/unit/import-circles.test.ts
      // counts them too. Packages are not followed either: only our own files can close a circle.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
]);
