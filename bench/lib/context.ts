import type { FakeProvider } from '@/tests/support/fake-provider';
import type { Accounts, Server } from './app-server';
import type { Settings } from './settings';

/** What every figure gets: the running servers, the signed-in accounts, and where to report. */
export type BenchContext = {
  settings: Settings;
  app: Server;
  reference: Server;
  provider: FakeProvider;
  dataDir: string;
  accounts: Accounts;
  users: { admin: string; chat: string[]; concurrent: string[]; loadEditors: string[]; loadChatters: string[] };
  log: (line: string) => void;
  /** Records a problem that makes a figure doubtful (non-2xx answers, a failed stream) for the report. */
  fail: (message: string) => void;
};
