// Prepares a data folder with accounts before a server starts on it (the server then owns it).
// Run: node --conditions=react-server --import tsx tests/support/seed-accounts.ts DIR '[{"email":..,"password":..,"isAdmin":false}]' ['SQL']
import { createEmbeddedAuth } from '@/lib/auth/embedded';
import { openEmbeddedDatabase } from '@/lib/data/embedded/engine/database';

type Account = { email: string; password: string; isAdmin?: boolean };

async function main() {
  const [dataDir, json, sql] = process.argv.slice(2);
  const accounts = JSON.parse(json!) as Account[];
  const db = await openEmbeddedDatabase({ dataDir, registrationOpen: true });
  const auth = createEmbeddedAuth(db, { secureCookies: false });
  for (const account of accounts) {
    await auth.signUp(account);
    if (account.isAdmin === false) {
      await db.query(
        'update public.profiles set is_admin = false where user_id = (select id from auth.users where email = $1)',
        [account.email.toLowerCase()],
      );
    }
  }
  // Optional SQL after seeding, e.g. dropping a table to show the portal's setup screen.
  if (sql) await db.exec(sql);
  await db.close();
  console.log(`seeded ${accounts.length} account(s) in ${dataDir}`);
}

void main();
