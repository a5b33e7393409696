// This machine's npm registry lacks some platform-specific optional packages (for example
// @next/swc-darwin-arm64). `npm install` drops them from package-lock.json silently, and
// `npm ci` then refuses the lock as out of sync. This adds a placeholder entry for each
// missing optional dependency, marked with the os/cpu its name states, so npm ci skips it
// on other platforms exactly as it would a complete entry. Run after `npm install`.
import fs from 'node:fs';

const file = 'package-lock.json';
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const platforms = [
  'darwin',
  'linux',
  'win32',
  'freebsd',
  'android',
  'openharmony',
  'wasm32',
  'sunos',
  'aix',
  'netbsd',
  'openbsd',
];
const cpus = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32'];

let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const parentDir = location ? `${location}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[`node_modules/${name}`] || lock.packages[parentDir]) continue;
    const parts = name.split('/').pop().split('-');
    const os = parts.find((part) => platforms.includes(part));
    const cpu = parts.find((part) => cpus.includes(part) && part !== os);
    if (!os && !cpu) continue;
    lock.packages[`node_modules/${name}`] = {
      version: spec.replace(/^[\^~=]/, ''),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(os && os !== 'wasm32' ? { os: [os === 'openharmony' ? 'openharmony' : os] } : {}),
      cpu: [cpu ?? os],
    };
    added++;
  }
}
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} platform placeholder(s) to ${file}`);
