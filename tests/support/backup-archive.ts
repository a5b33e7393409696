import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import zlib from 'node:zlib';
import { extract } from 'tar-stream';

/** Every entry of a backup file (.tar.gz), read independently of the app's own reader. */
export async function archiveEntries(bytes: Uint8Array): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const reader = extract();
  const done = new Promise<void>((resolve, reject) => {
    reader.on('entry', (header, stream, next) => {
      buffer(stream).then((data) => {
        entries.set(header.name, data);
        next();
      }, reject);
    });
    reader.on('finish', resolve);
    reader.on('error', reject);
  });
  Readable.from([zlib.gunzipSync(bytes)]).pipe(reader);
  await done;
  return entries;
}
