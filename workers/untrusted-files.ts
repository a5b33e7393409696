// The reader process for untrusted files (lib/isolated/run-reader.ts starts one per file).
// Bundled into .workers/untrusted-files.mjs by scripts/build-workers.mjs.
import { preparePdf } from '@/lib/ai/attachments/prepare-pdf';
import { readExport } from '@/lib/chat-import/read-export';
import { serveOneTask } from '@/lib/isolated/serve-task';

serveOneTask({
  'chat-import': (file) => readExport(file),
  'pdf-text': (file, { name }: { name: string }) => preparePdf(name, file),
});
