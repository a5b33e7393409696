import 'server-only';
import type { ChatImportRepo, ImportFormat, ImportSessionRow } from '@/lib/data/port';
import { isAppError } from '@/lib/errors';
import type { ImportEvent } from './events';
import type { NormalisedImport } from './normalise';

/** A batch is one transaction: small enough that other requests wait for at most one of them. */
const BATCH = { sessions: 50, messages: 1_000, chars: 1_000_000 };

const FAILED = 'The import failed, and nothing of it was kept. Try again in a moment.';

/**
 * Writes an import batch by batch, each batch one transaction, and lets the event loop (and the
 * database's queue) serve other requests between batches, so a large import never holds the
 * server for its whole length. On a failure, or when `signal` aborts (the browser went away
 * or pressed Cancel), the import is abandoned: every session it wrote is deleted again.
 */
export async function runImport(input: {
  repo: ChatImportRepo;
  importId: string;
  format: ImportFormat;
  normalised: NormalisedImport;
  signal: AbortSignal;
  emit: (event: ImportEvent) => void;
}): Promise<void> {
  const { repo, importId, normalised, signal, emit } = input;
  const { sessions, skipped, cut } = normalised;
  emit({
    type: 'start',
    format: input.format,
    conversations: sessions.length,
    messages: normalised.messages,
    skipped,
    cut,
  });
  let done = 0;
  try {
    for (const batch of batches(sessions)) {
      signal.throwIfAborted();
      done += await repo.addBatch(importId, batch);
      emit({ type: 'progress', done, total: sessions.length });
      await new Promise((resolve) => setImmediate(resolve));
    }
    signal.throwIfAborted();
    await repo.finish(importId);
  } catch (error) {
    await repo.abandon(importId).catch((cleanup: unknown) => console.error('Abandoning a chat import failed', cleanup));
    if (signal.aborted) return;
    if (!isAppError(error) || error.status >= 500) console.error('A chat import failed', error);
    emit({ type: 'error', message: isAppError(error) && error.status < 500 ? error.message : FAILED });
    return;
  }
  emit({ type: 'done', imported: done, skipped, cut });
}

function* batches(sessions: ImportSessionRow[]): Generator<ImportSessionRow[]> {
  let batch: ImportSessionRow[] = [];
  let messages = 0;
  let chars = 0;
  for (const session of sessions) {
    const size = session.messages.reduce((sum, m) => sum + m.content.length, 0);
    if (
      batch.length > 0 &&
      (batch.length >= BATCH.sessions ||
        messages + session.messages.length > BATCH.messages ||
        chars + size > BATCH.chars)
    ) {
      yield batch;
      [batch, messages, chars] = [[], 0, 0];
    }
    batch.push(session);
    messages += session.messages.length;
    chars += size;
  }
  if (batch.length > 0) yield batch;
}
