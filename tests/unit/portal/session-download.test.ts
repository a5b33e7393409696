import { describe, expect, it } from 'vitest';
import { downloadNameOf } from '@/app/(admin)/ai-portal/_components/sessions/session-download';
import { attachmentDisposition } from '@/lib/chat-export/file-name';

describe('the name an export is saved under', () => {
  it("is the server's name in any script, read back from the header the export route sends", () => {
    expect(downloadNameOf(attachmentDisposition('Café über 東京', 'md'), 'chat.md')).toBe('Café-über-東京.md');
    expect(downloadNameOf(attachmentDisposition('Plain title', 'json'), 'chat.json')).toBe('Plain-title.json');
  });

  it('falls back to the plain name on a malformed escape, and to the default without a header', () => {
    expect(downloadNameOf(`attachment; filename="plain.md"; filename*=UTF-8''bad%E0%A4.md`, 'chat.md')).toBe(
      'plain.md',
    );
    expect(downloadNameOf(null, 'chat.json')).toBe('chat.json');
  });
});
