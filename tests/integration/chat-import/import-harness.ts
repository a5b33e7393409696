import { POST as importChats } from '@/app/api/portal/import/route';
import type { ImportEvent } from '@/lib/chat-import/events';

/** POST /api/portal/import with `body` as the file, as the portal's dialog sends it. */
export function postImport(cookie: string, body: BodyInit) {
  return importChats(
    new Request('http://localhost/api/portal/import', {
      method: 'POST',
      headers: { cookie, host: 'localhost', 'content-type': 'application/octet-stream' },
      body,
      duplex: 'half',
    } as RequestInit),
  );
}

/** Reads the NDJSON events as they arrive; `onEvent` runs for each before the next is read. */
export async function readImportEvents(
  response: Response,
  onEvent: (event: ImportEvent) => void | Promise<void> = () => {},
): Promise<ImportEvent[]> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: ImportEvent[] = [];
  let buffered = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffered += value;
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    for (const line of lines.filter(Boolean)) {
      const event = JSON.parse(line) as ImportEvent;
      events.push(event);
      await onEvent(event);
    }
  }
  return events;
}
