// Creates accounts and signed-in sessions in a data folder before the server starts on it (the
// server then owns the folder). Prints {"cookieName", "tokens": {email: token}} as JSON.
// Run: node --conditions=react-server --import tsx bench/support/seed-sessions.ts DIR '["a@example.com", ...]' PASSWORD
import { createEmbeddedAuth } from '@/lib/auth/embedded';
import { openEmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { memoryCookieJar } from '@/tests/support/cookie-jar';

async function main() {
  const [dataDir, emailsJson, password] = process.argv.slice(2);
  const emails = JSON.parse(emailsJson!) as string[];
  const db = await openEmbeddedDatabase({ dataDir, registrationOpen: true });
  // `next start` runs in production mode, where the session cookie is the secure __Host- one.
  const auth = createEmbeddedAuth(db, { secureCookies: true });
  const tokens: Record<string, string> = {};
  let cookieName = '';
  for (const email of emails) {
    await auth.signUp({ email, password: password! });
    const { jar, values } = memoryCookieJar();
    await auth.signIn(jar, { email, password: password! });
    const [name, token] = [...values.entries()][0]!;
    cookieName = name;
    tokens[email] = token;
  }
  await db.close();
  process.stdout.write(JSON.stringify({ cookieName, tokens }));
}

void main();
