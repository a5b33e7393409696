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

/** A ChatGPT conversations.json of `count` conversations of `turns` question-and-answer pairs. */
export function chatGptExport(count: number, turns = 2, title = (i: number) => `Conversation ${i + 1}`) {
  return Array.from({ length: count }, (_, i) => {
    const mapping: Record<string, unknown> = { root: { id: 'root', message: null, parent: null, children: [] } };
    let parent = 'root';
    for (let t = 0; t < turns * 2; t++) {
      const id = `c${i}-m${t}`;
      const role = t % 2 === 0 ? 'user' : 'assistant';
      mapping[id] = {
        id,
        parent,
        children: [],
        message: {
          id,
          author: { role },
          create_time: 1_700_000_000 + i * 100 + t,
          content: { content_type: 'text', parts: [`${role} message ${t + 1} of conversation ${i + 1}`] },
          status: 'finished_successfully',
          recipient: 'all',
          metadata: {},
        },
      };
      parent = id;
    }
    return { title: title(i), create_time: 1_700_000_000 + i * 100, update_time: null, mapping, current_node: parent };
  });
}
