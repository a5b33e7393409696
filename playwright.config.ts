import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Set once in the runner process; workers inherit it, so everyone sees the same server data folder.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'mission-e2e-'));
const port = Number(process.env.E2E_PORT ?? 3100);
// The stand-in for OpenAI and Anthropic; specs drive it with connectFakeProvider(FAKE_PROVIDER_URL).
const fakePort = Number(process.env.E2E_FAKE_PROVIDER_PORT ?? port + 99);
process.env.FAKE_PROVIDER_URL ??= `http://127.0.0.1:${fakePort}`;
// The MCP server portal-tools.spec.ts starts in its worker: the shared server must admit its origin
// (LOCAL_PROVIDER_ENDPOINTS) when it starts, so its port is fixed here, next to the fake's.
process.env.E2E_MCP_PORT ??= String(port + 98);
// A second server of the same build with NEXT_INTERNALS=off (lib/next/internals): the public pages
// through Next's public path only, for the `internals-off` project. Its own data folder.
const internalsOffPort = Number(process.env.E2E_INTERNALS_OFF_PORT ?? port + 2);
process.env.E2E_INTERNALS_OFF_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'mission-e2e-internals-off-'));
process.env.E2E_SHARED_URL = `http://localhost:${port}`;

// Three lanes run side by side, each one spec file at a time. Specs on the shared server share
// global state (the site's content, the fake provider's scripted replies, the accounts), so each
// kind stays in one serial lane: the site's (content and the public pages that show it), the
// portal's (fake provider, portal accounts) and the third. Specs that start servers of their own
// (with their own fake provider where they chat) go to the third lane, unless they look at the
// public pages: every `next start` of the build shares its page cache (.next), so a page the
// shared server cached after a content edit shows on theirs too (backup-restore,
// supabase-unreachable: site lane). The sign-in and account specs touch neither content nor the
// fake provider, and each uses accounts of its own: they even out the lanes' lengths.
const specs = (...names: string[]) => names.map((name) => `**/${name}.spec.ts`);
const ownServerSpecs = specs(
  // Sign-in forms of the shared server (partner's account only), and accounts of their own on it
  // (account, passkey*): here to even out the lanes' lengths.
  'account-security',
  'admin-auth',
  'open-redirect',
  'passkeys',
  // Addresses of its own (x-forwarded-for) on the shared server: here to even out the lanes.
  'rate-limits',
  // Servers of their own.
  'admin-workspace',
  'admins-management',
  'ai-portal-setup',
  'auth-bypass',
  'faults',
  'forwarded-address',
  'inquiry-mail',
  'second-factor',
  'upload-bombs',
);
const portalSpecs = specs(
  // Accounts of their own on the shared server (owner@).
  'foundation',
  // The portal and the fake provider.
  'ai-portal',
  'ai-portal-chat',
  'body-limits',
  'chat-attachments',
  'chat-compare',
  'chat-find-errors-phone',
  'chat-context',
  'chat-import',
  'chat-instructions-usage',
  'chat-long',
  'chat-markdown',
  'chat-reasoning',
  'chat-previews',
  'chat-regenerate-edit',
  'chat-retry-drafts',
  'chat-search-export',
  'chat-usage-cost',
  'forms-keep-input',
  // Draft a reply: the fake provider's default reply (the site lane would share it with this one).
  'inquiry-reply-draft',
  'local-embedding-model',
  'memory-consent',
  'model-lists',
  'portal-addresses',
  'portal-media',
  'portal-projects',
  'portal-temporary',
  'portal-tools',
  'portal-workspace',
  'reply-limit',
  'reply-outlives-page',
  'session-list-race',
  'toasts',
  'xss-chat',
);
// A spec listed in two lanes would run twice at once on the shared server, against itself.
const twice = ownServerSpecs.filter((spec) => portalSpecs.includes(spec));
if (twice.length) throw new Error(`In two lanes: ${twice.join(', ')}`);
// On the internals-off server: the public-page specs that need no accounts of the shared server.
const internalsOffSpecs = specs('site-shell', 'next-internals-off');
const chromium = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // One worker per lane (below); E2E_WORKERS=1 runs everything one file after another.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // Ceilings, not timed assertions: three lanes share two cores (and the machine other suites).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // A failed test keeps its trace (actions, DOM snapshots, network); no screencast: recording
    // every page's frames for every test cost the two cores more than the traces were worth.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Registers the test accounts and signs the shared ones in once (tests/e2e/auth.setup.ts).
    { name: 'setup', testMatch: /auth\.setup\.ts$/, use: chromium },
    // Playwright starts a project only once everything before it in the dependency order is done,
    // so the lane that needs no accounts waits for the setup too: then all three lanes run at once.
    {
      name: 'own-servers',
      testMatch: ownServerSpecs,
      dependencies: ['setup'],
      workers: 1,
      // Most of these start servers on fresh databases (initdb), beside the other two lanes.
      timeout: 120_000,
      use: chromium,
    },
    { name: 'portal', testMatch: portalSpecs, dependencies: ['setup'], workers: 1, use: chromium },
    // Needs nothing of the setup: it starts at once, in whichever of the three workers is free.
    {
      name: 'internals-off',
      testMatch: internalsOffSpecs,
      workers: 1,
      use: { ...chromium, baseURL: `http://localhost:${internalsOffPort}` },
    },
    {
      name: 'site',
      testIgnore: [...ownServerSpecs, ...portalSpecs, '**/next-internals-off.spec.ts'],
      dependencies: ['setup'],
      workers: 1,
      use: chromium,
    },
  ],
  webServer: [
    {
      command: `npx tsx tests/support/fake-provider/cli.ts --port ${fakePort}`,
      url: `${process.env.FAKE_PROVIDER_URL}/__fake/requests`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // Past Node's 5 s: Playwright's request client reuses an idle connection the server may be
      // closing at that moment, and the request fails with ECONNRESET (seen in CI).
      command: `npx next start -p ${port} --keepAliveTimeout 60000`,
      url: `http://localhost:${port}`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      env: {
        DATA_DIR: process.env.E2E_DATA_DIR,
        // Every account the specs register is allow-listed, so no spec depends on running first.
        ADMIN_EMAILS:
          'content-admin@example.com,portal-admin@example.com,partner@example.com,owner@example.com,editor-admin@example.com,portal-second@example.com,account-admin@example.com,forms-admin@example.com,models-admin@example.com,passkey-admin@example.com,passkey-second@example.com',
        OPENAI_BASE_URL: `${process.env.FAKE_PROVIDER_URL}/v1`,
        ANTHROPIC_BASE_URL: `${process.env.FAKE_PROVIDER_URL}/v1`,
        // The address the browser uses: passkeys take their relying party (localhost) and origin from it.
        SITE_URL: `http://localhost:${port}`,
        // The browser is the "proxy" here: specs give each simulated client its own X-Forwarded-For.
        TRUSTED_PROXIES: '127.0.0.1,::1',
        // OpenAI-compatible keys in the specs point at the fake provider on this machine.
        // The test MCP server of portal-tools.spec.ts too, as a local MCP server is admitted.
        LOCAL_PROVIDER_ENDPOINTS: `${process.env.FAKE_PROVIDER_URL},http://127.0.0.1:${process.env.E2E_MCP_PORT}`,
      },
    },
    {
      command: `npx next start -p ${internalsOffPort} --keepAliveTimeout 60000`,
      url: `http://localhost:${internalsOffPort}`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      env: {
        NEXT_INTERNALS: 'off',
        DATA_DIR: process.env.E2E_INTERNALS_OFF_DATA_DIR,
        ADMIN_EMAILS: 'internals-off@example.com',
        SITE_URL: `http://localhost:${internalsOffPort}`,
        TRUSTED_PROXIES: '127.0.0.1,::1',
      },
    },
  ],
});
