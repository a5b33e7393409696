import 'server-only';
import type { ImportFormat } from '@/lib/data/port';
import { normaliseImport, type NormalisedImport } from './normalise';
import { parseImportFile } from './parse-file';
import { refuse } from './refusal';

export type ReadExport = { format: ImportFormat; normalised: NormalisedImport };

/** An uploaded export read into the rows to store: run in the reader process (lib/isolated). */
export async function readExport(bytes: Uint8Array): Promise<ReadExport> {
  if (bytes.length === 0) throw refuse('The file is empty.');
  const { format, conversations } = await parseImportFile(bytes);
  return { format, normalised: normaliseImport(conversations) };
}
