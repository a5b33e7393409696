import fs from 'node:fs';
import path from 'node:path';
import { renderSeedSql } from '../lib/content/seed-sql';

const target = path.join(process.cwd(), 'supabase', 'seed.sql');
fs.writeFileSync(target, renderSeedSql());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
