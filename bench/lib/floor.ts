import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startNext, type Server } from './app-server';
import { ROOT } from './builds';
import { runToEnd } from './processes';

const FLOOR_SOURCES = path.join(ROOT, 'bench/floor');

const versionOf = (name: string) =>
  (JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;

/**
 * The framework's floor for the app's public pages: a one-route Next app (bench/floor/) whose
 * `force-static` route handler answers each page's exact bytes, as the app served them, from
 * Next's cache. What Next itself does with these bytes; the app's pages are held to a share of it.
 * Installed once per framework version (its own package.json pins the project's next, react and
 * react-dom, outside the repository like the reference app); built again when the bytes change.
 */
export async function startFloor(pages: Record<string, Buffer>, log: (line: string) => void): Promise<Server> {
  const dependencies = Object.fromEntries(['next', 'react', 'react-dom'].map((name) => [name, versionOf(name)]));
  const devDependencies = Object.fromEntries(
    ['typescript', '@types/react', '@types/node'].map((name) => [name, versionOf(name)]),
  );
  const manifest = { name: 'bench-floor', private: true, dependencies, devDependencies };
  const sources = createHash('sha256').update(JSON.stringify(manifest));
  const dir = path.join(os.tmpdir(), `mission-bench-floor-${sources.digest('hex').slice(0, 12)}`);
  if (!fs.existsSync(path.join(dir, 'node_modules/next/package.json'))) {
    log(`floor: next ${dependencies.next} in ${dir} (npm install) ...`);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await runToEnd('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir });
  }

  const content = createHash('sha256');
  for (const file of walk(FLOOR_SOURCES))
    content.update(path.relative(FLOOR_SOURCES, file)).update(fs.readFileSync(file));
  const files: Record<string, string> = {};
  for (const [i, [page, bytes]] of Object.entries(pages).entries()) {
    files[page] = `page-${i}.html`;
    content.update(page).update(bytes);
  }
  const built = content.digest('hex');
  const stamp = path.join(dir, 'built-from');
  if (fs.readFileSync(stamp, { encoding: 'utf8', flag: 'a+' }) !== built) {
    log('floor: next build (the pages changed) ...');
    for (const entry of ['.next', 'app', 'pages', 'next.config.ts'])
      fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
    fs.cpSync(FLOOR_SOURCES, dir, { recursive: true });
    fs.mkdirSync(path.join(dir, 'pages'));
    for (const [page, bytes] of Object.entries(pages)) fs.writeFileSync(path.join(dir, 'pages', files[page]!), bytes);
    fs.writeFileSync(path.join(dir, 'pages.json'), JSON.stringify(files));
    await runToEnd(process.execPath, [path.join(dir, 'node_modules/next/dist/bin/next'), 'build'], {
      cwd: dir,
      env: { NEXT_TELEMETRY_DISABLED: '1' },
    });
    fs.writeFileSync(stamp, built);
  }
  return startNext({ cwd: dir });
}

function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();
}
