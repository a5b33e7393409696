import 'server-only';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The Next.js versions the internals in this folder were tested with: major.minor, any patch.
 * Widen it only after the tests in tests/unit/next/internals, the public-page e2e specs and bench
 * figure 1 pass on the new version (a minor release may move or change every private module used here).
 */
export const TESTED_NEXT = '16.4.x';
const tested = /^16\.4\.\d+$/;

export type InternalsSetting = 'on' | 'off';
export type InternalsDecision = { on: boolean; warning?: string };

/**
 * Whether this server reaches into Next's private modules: only when asked (the default) and only
 * on a tested version. A version outside the range serves every page through Next's public path,
 * correct and slower, with one warning line, rather than failing requests in a module that moved.
 */
export function decideInternals(setting: InternalsSetting, version: string): InternalsDecision {
  if (setting === 'off') return { on: false };
  if (tested.test(version)) return { on: true };
  return {
    on: false,
    warning: `Next.js ${version} is outside the range the page-cache speed-ups were tested with (${TESTED_NEXT}): they are off, and pages are served through Next's public path (correct, slower). Re-test them and widen TESTED_NEXT in lib/next/internals/switch.ts.`,
  };
}

/** The version of the Next.js this project runs: the package `next start` loads, from the project folder. */
export function installedNextVersion(): string {
  try {
    const nodeRequire = createRequire(path.join(process.cwd(), 'package.json'));
    return (nodeRequire('next/package.json') as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
