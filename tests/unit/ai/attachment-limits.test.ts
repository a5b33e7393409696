import { describe, expect, it } from 'vitest';
import { attachmentLimitProblem, formatBytes } from '@/lib/ai/attachments/limits';
import { cannotReadImagesMessage, modelReadsImages } from '@/lib/ai/attachments/vision';

const MB = 1024 * 1024;

describe('the composer refuses a choice of files over the limits before uploading', () => {
  it('accepts up to 10 files of at most 20 MB, 50 MB in all', () => {
    expect(attachmentLimitProblem([])).toBeNull();
    expect(
      attachmentLimitProblem(Array.from({ length: 10 }, (_, i) => ({ name: `${i}.txt`, size: 5 * MB }))),
    ).toBeNull();
    expect(attachmentLimitProblem([{ name: 'a.bin', size: 20 * MB }])).toBeNull();
  });

  it('names what is over', () => {
    expect(attachmentLimitProblem(Array.from({ length: 11 }, () => ({ name: 'x.txt', size: 1 })))).toBe(
      'At most 10 files can go with one message.',
    );
    expect(attachmentLimitProblem([{ name: 'video.mov', size: 20 * MB + 1 }])).toBe(
      'video.mov is larger than 20 MB, the limit for one file.',
    );
    expect(
      attachmentLimitProblem([
        { name: 'a.pdf', size: 18 * MB },
        { name: 'b.pdf', size: 18 * MB },
        { name: 'c.pdf', size: 18 * MB },
      ]),
    ).toBe('These files add up to more than 50 MB, the limit for one message.');
  });

  it('shows sizes as a person reads them', () => {
    expect([formatBytes(12), formatBytes(2048), formatBytes(3.25 * MB)]).toEqual(['12 B', '2 KB', '3.3 MB']);
  });
});

describe('which models read images', () => {
  it('knows the text-only models of the catalogue; a compatible model reads images only once marked', () => {
    expect(modelReadsImages('openai', 'gpt-3.5-turbo')).toBe(false);
    expect(modelReadsImages('openai', 'gpt-4o-mini')).toBe(true);
    expect(modelReadsImages('openai', 'ft:gpt-4o-mini:acme:v2')).toBe(true);
    expect(modelReadsImages('anthropic', 'claude-3-haiku')).toBe(true);
    expect(modelReadsImages('openai-compatible', 'mistral')).toBe(false);
    expect(modelReadsImages('openai-compatible', 'llava:13b')).toBe(false);
    expect(modelReadsImages('openai-compatible', 'llava:13b', ['llava:13b'])).toBe(true);
    expect(modelReadsImages('openai-compatible', 'mistral', ['llava:13b'])).toBe(false);
    // A mark is for the compatible endpoint's models: it never makes a text-only catalogue model read images.
    expect(modelReadsImages('openai', 'gpt-3.5-turbo', ['gpt-3.5-turbo'])).toBe(false);
    expect(cannotReadImagesMessage('openai', 'gpt-3.5-turbo')).toBe(
      'GPT-3.5 Turbo cannot read images; pick another model or remove them.',
    );
    // Only the user knows what their endpoint serves: the message points at the box that says so.
    expect(cannotReadImagesMessage('openai-compatible', 'llava:13b')).toBe(
      'llava:13b is not marked as reading images; tick "Accepts images" under the model in Model Settings if it does, or remove them.',
    );
  });
});
