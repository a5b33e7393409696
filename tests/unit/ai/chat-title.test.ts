import { describe, expect, it } from 'vitest';
import { cleanTitle } from '@/lib/ai/chat-turn/auto-title';

// What a model answers for a chat's title, as the chat list shows it.
describe('cleanTitle', () => {
  it('drops a "Title:" label, wrapping quotes and markdown stars', () => {
    expect(cleanTitle('Title: "Planning the harbour walk"')).toBe('Planning the harbour walk');
    expect(cleanTitle('**Tide tables for May**\n')).toBe('Tide tables for May');
    expect(cleanTitle('“Boat upkeep”')).toBe('Boat upkeep');
  });

  it('cuts a rambling answer as first-words titles are cut, and gives nothing for nothing', () => {
    const long = 'A very long title that goes on and on about the many things this chat covers in detail';
    expect(cleanTitle(long)).toBe(`${long.slice(0, 50)}...`);
    expect(cleanTitle('  \n "" ')).toBe('');
  });
});
