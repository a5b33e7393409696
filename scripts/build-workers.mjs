// Bundles the reader process for untrusted files (workers/untrusted-files.ts) into one plain
// ESM file, .workers/untrusted-files.mjs, that Node runs with no loader and no node_modules
// lookups. Run by `npm run build`, `npm run dev`, the e2e build and Vitest's global setup.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function buildWorkers() {
  await build({
    absWorkingDir: root,
    entryPoints: { 'untrusted-files': 'workers/untrusted-files.ts' },
    outdir: '.workers',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    tsconfig: 'tsconfig.json',
    logLevel: 'warning',
    // Bundled CommonJS packages call require(); an ES module has none of its own.
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    plugins: [
      {
        // `server-only` throws outside React Server Components: the reader is server code, not RSC.
        name: 'server-only',
        setup(plugin) {
          plugin.onResolve({ filter: /^server-only$/ }, () => ({ path: 'server-only', namespace: 'empty' }));
          plugin.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: '', loader: 'js' }));
        },
      },
    ],
  });
}

// No top-level await: the bench (CommonJS through tsx) imports this file too.
if (process.argv[1] === fileURLToPath(import.meta.url))
  buildWorkers().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
