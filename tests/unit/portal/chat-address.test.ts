import { describe, expect, it } from 'vitest';
import { chatIdOf, chatPath } from '@/app/(admin)/ai-portal/_components/use-chat-address';
import { isAdminPath } from '@/components/site/nav-links';

// Issue #41, point 2: each chat has an address below /ai-portal, and the whole of it is admin area.
const ID = '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

describe('chat addresses', () => {
  it('name the chat they open; /ai-portal is the new chat', () => {
    expect(chatPath(ID)).toBe(`/ai-portal/c/${ID}`);
    expect(chatIdOf(chatPath(ID))).toBe(ID);
    expect(chatIdOf('/ai-portal')).toBeNull();
    expect(chatIdOf('/ai-portal/c/')).toBeNull();
    expect(chatIdOf('/ai-portal/c/a/b')).toBeNull();
    // A broken escape is kept as typed: the server answers "not found" for it.
    expect(chatIdOf('/ai-portal/c/%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('are admin pages: no public header or easter egg there', () => {
    expect(isAdminPath(chatPath(ID))).toBe(true);
    expect(isAdminPath('/ai-portalx')).toBe(false);
  });
});
