import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runToEnd } from './processes';

export const ROOT = path.resolve(__dirname, '../..');
export const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');
const REFERENCE_SOURCES = path.join(ROOT, 'bench/reference');

// What a production build depends on; a change in any of them makes the build stale.
const BUILD_INPUTS = [
  'app',
  'components',
  'lib',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
  'package-lock.json',
];

function newestMtime(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

/** Builds the app unless .next holds a build newer than every source it depends on. */
export async function ensureAppBuild(force: boolean, log: (line: string) => void): Promise<void> {
  // The reader process for uploaded files is built apart from Next's output (scripts/build-workers.mjs).
  // Imported, not required: the module ends with a top-level await, which require() refuses.
  const { buildWorkers } = await import('../../scripts/build-workers.mjs');
  await buildWorkers();
  const buildId = path.join(ROOT, '.next/BUILD_ID');
  const built = fs.statSync(buildId, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const sources = Math.max(...BUILD_INPUTS.map((entry) => newestMtime(path.join(ROOT, entry))));
  if (!force && built > sources) {
    log('app: reusing the build in .next (newer than its sources)');
    return;
  }
  log('app: next build ...');
  await runToEnd(process.execPath, [NEXT_BIN, 'build'], { cwd: ROOT, env: { NEXT_TELEMETRY_DISABLED: '1' } });
}

const versionOf = (name: string) =>
  (JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;

function referenceFiles(): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(full) : [full];
    });
  return walk(REFERENCE_SOURCES).sort();
}

/**
 * The app's built stylesheets as `/` uses them (linked, or inlined with experimental.inlineCss:
 * then a <style> whose data-href names the files), without their @font-face rules: the styled
 * reference page gets the same CSS bytes as one render-blocking stylesheet but no web fonts.
 */
export function appStylesheetWithoutFonts(): string {
  const html = fs.readFileSync(path.join(ROOT, '.next/server/app/index.html'), 'utf8');
  const linked = [...html.matchAll(/<link rel="stylesheet" href="\/_next\/(static\/[^"]+\.css)"/g)].map((m) => m[1]!);
  const inlined = [...html.matchAll(/<style[^>]* data-href="([^"]+)"/g)].flatMap((m) =>
    m[1]!.split(' ').map((href) => href.replace(/^\/_next\//, '')),
  );
  const files = [...linked, ...inlined];
  if (!files.length) throw new Error('bench: no stylesheet in the built home page');
  return files
    .map((file) => fs.readFileSync(path.join(ROOT, '.next', file), 'utf8'))
    .join('\n')
    .replace(/@font-face\{[^}]*\}/g, '');
}

/**
 * The one-line reference app, built outside the repository: inside it, Next would pick up the
 * project's root proxy.ts and instrumentation.ts. Its own package.json pins the project's exact
 * next/react/react-dom, so both apps run the same framework. `/styled` is the same page plus the
 * app's stylesheet (a control for Lighthouse). Cached in the temp folder by content.
 */
export async function ensureReferenceBuild(log: (line: string) => void): Promise<string> {
  const dependencies = Object.fromEntries(['next', 'react', 'react-dom'].map((name) => [name, versionOf(name)]));
  const devDependencies = Object.fromEntries(
    ['typescript', '@types/react', '@types/node'].map((name) => [name, versionOf(name)]),
  );
  const manifest = { name: 'bench-reference', private: true, dependencies, devDependencies };
  const hash = createHash('sha256').update(JSON.stringify(manifest));
  for (const file of referenceFiles()) hash.update(file).update(fs.readFileSync(file));
  const stylesheet = appStylesheetWithoutFonts();
  hash.update(stylesheet);
  const dir = path.join(os.tmpdir(), `mission-bench-reference-${hash.digest('hex').slice(0, 12)}`);
  if (fs.existsSync(path.join(dir, '.next/BUILD_ID'))) {
    log(`reference: reusing ${dir}`);
    return dir;
  }
  log(`reference: next ${dependencies.next} in ${dir} (npm install, next build) ...`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(REFERENCE_SOURCES, dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'app/styled/app.css'), stylesheet);
  fs.writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await runToEnd('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir });
  await runToEnd(process.execPath, [path.join(dir, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: dir,
    env: { NEXT_TELEMETRY_DISABLED: '1' },
  });
  return dir;
}
