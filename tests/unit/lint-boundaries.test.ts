import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The repository's own ESLint config, run on imports it must refuse and on ones it must let
// through. Source is linted as if it sat at a path inside the tree (lintText with a filePath: the
// file need not exist, the modules it imports do); the circle needs real files, so it lives in
// tests/fixtures/lint/, which `eslint .` ignores and this test lints with `ignore: false`.
const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;
/** The same config without import-x/no-cycle, which would walk the whole page graph per probe. */
let boundaries: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, ignore: false });
  boundaries = new ESLint({ cwd: root, overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });
});

/** `ruleId: message` of every problem ESLint reports for `code` at `filePath`. */
async function problemsAt(filePath: string, code: string): Promise<string[]> {
  const [result] = await boundaries.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const importing = (module: string) => `import probe from '${module}';\n\nexport const used = probe;\n`;
const refused = expect.stringMatching(/^import-x\/no-restricted-paths: Unexpected path/);

describe('import boundaries (eslint.config.mjs)', () => {
  it('refuses components/ importing app/, and lets it import lib/', async () => {
    expect(await problemsAt('components/site/probe.tsx', importing('@/app/(site)/page'))).toEqual([refused]);
    expect(await problemsAt('components/site/probe.tsx', importing('@/lib/utils'))).toEqual([]);
  });

  it('refuses app/(admin) and app/(site) importing each other, and lets both import components/', async () => {
    expect(await problemsAt('app/(admin)/admin/probe.tsx', importing('@/app/(site)/page'))).toEqual([refused]);
    expect(
      await problemsAt('app/(site)/probe.tsx', importing('@/app/(admin)/admin/(workspace)/dashboard/page')),
    ).toEqual([refused]);
    expect(await problemsAt('app/(admin)/admin/probe.tsx', importing('@/components/ui/button'))).toEqual([]);
    expect(await problemsAt('app/(site)/probe.tsx', importing('@/components/ui/button'))).toEqual([]);
  });

  it("refuses a group's shared _components importing a route folder, and lets routes import them", async () => {
    expect(
      await problemsAt(
        'app/(admin)/_components/probe.tsx',
        importing('@/app/(admin)/admin/(workspace)/account/actions'),
      ),
    ).toEqual([refused]);
    expect(
      await problemsAt(
        'app/(admin)/_components/probe.tsx',
        importing('@/app/(admin)/ai-portal/_components/portal-api'),
      ),
    ).toEqual([refused]);
    expect(await problemsAt('app/(site)/_components/probe.tsx', importing('@/app/(site)/contact/page'))).toEqual([
      refused,
    ]);
    expect(await problemsAt('app/_components/probe.tsx', importing('@/app/(admin)/admin/login/page'))).toEqual([
      refused,
    ]);
    expect(
      await problemsAt('app/(admin)/_components/probe.tsx', importing('@/app/(admin)/_components/local-time')),
    ).toEqual([]);
    expect(
      await problemsAt('app/(admin)/admin/probe.tsx', importing('@/app/(admin)/_components/admin-page-header')),
    ).toEqual([]);
    expect(await problemsAt('app/(site)/contact/probe.tsx', importing('@/app/_components/error-fallback'))).toEqual([]);
  });

  it('refuses app/ and components/ importing a data adapter, and lets them import lib/data', async () => {
    expect(await problemsAt('app/api/probe/route.ts', importing('@/lib/data/embedded'))).toEqual([refused]);
    expect(await problemsAt('app/api/probe/route.ts', importing('@/lib/data/supabase/client'))).toEqual([refused]);
    expect(await problemsAt('app/(admin)/admin/probe.tsx', importing('@/lib/data/embedded/engine/instance'))).toEqual([
      refused,
    ]);
    expect(await problemsAt('components/admin/probe.tsx', importing('@/lib/data/supabase'))).toEqual([refused]);
    expect(await problemsAt('app/api/probe/route.ts', importing('@/lib/data'))).toEqual([]);
  });

  it('refuses lib/data and lib/http importing the lib/ folders built on them', async () => {
    expect(await problemsAt('lib/data/probe.ts', importing('@/lib/ai/model-catalogue'))).toEqual([refused]);
    expect(await problemsAt('lib/data/probe.ts', importing('@/lib/files/port'))).toEqual([refused]);
    expect(await problemsAt('lib/http/probe.ts', importing('@/lib/auth'))).toEqual([refused]);
    expect(await problemsAt('lib/data/probe.ts', importing('@/lib/crypto/key-encryption'))).toEqual([]);
    expect(await problemsAt('lib/auth/probe.ts', importing('@/lib/http/client-address'))).toEqual([]);
  });

  it('keeps lib/ out of app/ and components/', async () => {
    expect(await problemsAt('lib/content/probe.ts', importing('@/components/ui/button'))).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*lib\/ must not import from app\/ or components\//),
    ]);
  });

  it("keeps Next's private modules and globals inside lib/next/internals", async () => {
    // Built, not written as literals: this file itself is linted with the rule under test.
    const nextDist = (module: string) => `next/dist/${module}`;
    const fileSystemCache = nextDist('server/lib/incremental-cache/file-system-cache.js');
    const required = `import { createRequire } from 'node:module';\n\nexport const used = createRequire(import.meta.url)('${fileSystemCache}');\n`;
    const handlers = `export const used = (globalThis as Record<symbol, unknown>)[Symbol.for('@next/cache-handlers')];\n`;
    const privateModule = expect.stringMatching(/^no-restricted-syntax: Next's private modules .*lib\/next\/internals/);
    const privateGlobal = expect.stringMatching(/^no-restricted-syntax: Next's private globals .*lib\/next\/internals/);
    expect(await problemsAt('lib/content/probe.ts', importing(fileSystemCache))).toEqual([privateModule]);
    expect(await problemsAt('app/(site)/probe.tsx', importing(nextDist('lib/constants')))).toEqual([privateModule]);
    expect(await problemsAt('lib/startup-probe.ts', required)).toEqual([privateModule]);
    expect(await problemsAt('lib/http/probe.ts', handlers)).toEqual([privateGlobal]);
    expect(await problemsAt('lib/next/internals/probe.ts', required)).toEqual([]);
    expect(await problemsAt('lib/next/internals/probe.ts', handlers)).toEqual([]);
    // Next's public entry points stay open to everyone.
    expect(await problemsAt('lib/content/probe.ts', importing('next/cache'))).toEqual([]);
  });

  it('refuses an import circle, and lets the same modules import one way', async () => {
    const [first, second] = await eslint.lintFiles([
      'tests/fixtures/lint/circle/first.ts',
      'tests/fixtures/lint/circle/second.ts',
    ]);
    expect(first!.messages.map((message) => message.ruleId)).toEqual(['import-x/no-cycle']);
    expect(second!.messages.map((message) => message.ruleId)).toEqual(['import-x/no-cycle']);
    const chain = await eslint.lintFiles(['tests/fixtures/lint/chain/top.ts', 'tests/fixtures/lint/chain/bottom.ts']);
    expect(chain.flatMap((result) => result.messages)).toEqual([]);
  });
});
