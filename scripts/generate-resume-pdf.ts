import fs from 'node:fs';
import path from 'node:path';
import { defaultResume, renderResumePdf } from './resume-pdf';

async function main() {
  const target = path.join(process.cwd(), 'public', 'resume.pdf');
  const bytes = await renderResumePdf(defaultResume());
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, bytes);
  console.log(`wrote ${path.relative(process.cwd(), target)} (${bytes.length} bytes)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
