import { describe, expect, it } from 'vitest';
import { excerpt, maskKey, providerLabel } from '@/app/(admin)/ai-portal/_components/settings/key-format';

describe('key display', () => {
  it('masks a key down to its hint', () => {
    expect(maskKey('1234')).toBe('••••••••1234');
    expect(maskKey('')).toBe('••••••••');
    // Even if a longer hint arrived, no more than 4 characters are shown.
    expect(maskKey('sk-abcdef1234')).toBe('••••••••1234');
  });

  it('names providers briefly', () => {
    expect(providerLabel('openai')).toBe('OpenAI');
    expect(providerLabel('anthropic')).toBe('Anthropic');
    expect(providerLabel('openai-compatible')).toBe('OpenAI-compatible');
    expect(providerLabel('other')).toBe('other');
  });

  it('shortens text to one line', () => {
    expect(excerpt('  short\n text ')).toBe('short text');
    expect(excerpt('x'.repeat(45))).toBe(`${'x'.repeat(40)}...`);
  });
});
