import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { prepareImage } from '@/lib/site-images/prepare';

// Real images, made here with the same library the server decodes them with.
const picture = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 30 } } })
    .toFormat(format)
    .toBuffer();

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

describe('prepareImage: an upload is checked by its content and re-encoded', () => {
  it.each([
    ['png', 'image/png', /^images\/about-photo-[0-9a-f]{16}\.png$/],
    ['jpeg', 'image/jpeg', /^images\/about-photo-[0-9a-f]{16}\.jpg$/],
    ['webp', 'image/webp', /^images\/about-photo-[0-9a-f]{16}\.webp$/],
  ] as const)('accepts a %s image and describes it', async (format, contentType, key) => {
    const { bytes, file } = await prepareImage('about-photo', await picture(format));
    expect(file).toMatchObject({ contentType, width: 64, height: 48, byteSize: bytes.byteLength });
    expect(file.key).toMatch(key);
    expect((await sharp(bytes).metadata()).format).toBe(format);
  });

  it("strips EXIF metadata (a phone photo's location) and turns the image upright", async () => {
    const tagged = await sharp(await picture('jpeg', 80, 40))
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Secret Model' }, IFD3: { GPSLatitudeRef: 'N' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const { bytes, file } = await prepareImage('about-photo', tagged);
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(Buffer.from(bytes).includes('PhoneMaker')).toBe(false);
    // Orientation 6 is "rotate 90°": the stored image is upright, so width and height swap.
    expect([file.width, file.height]).toEqual([40, 80]);
  });

  it('scales a large image down and stores the social card as JPEG rather than WebP', async () => {
    const { file } = await prepareImage('social-card', await picture('webp', 3000, 1500));
    expect(file).toMatchObject({ contentType: 'image/jpeg', width: 2400, height: 1200 });
  });

  it.each([
    ['a renamed .exe', Buffer.from('MZ\x90\x00\x03\x00\x00\x00 This program cannot be run in DOS mode', 'latin1')],
    [
      'an SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
    ],
    ['an HTML page', Buffer.from('<!doctype html><img src=x onerror=alert(1)>')],
  ])('refuses %s as not an image', async (_, bytes) => {
    const error = await refusal(prepareImage('about-photo', bytes));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toBe(
      'This file is not a PNG, JPEG or WebP image. Choose a PNG, JPEG or WebP file (at most 10 MB).',
    );
  });

  it('refuses a GIF, an empty file, a truncated PNG and a file over 10 MB', async () => {
    expect((await refusal(prepareImage('about-photo', await picture('gif')))).message).toMatch(
      /not a PNG, JPEG or WebP/,
    );
    expect((await refusal(prepareImage('about-photo', Buffer.alloc(0)))).message).toMatch(/empty/);
    const png = await picture('png', 400, 300);
    expect((await refusal(prepareImage('about-photo', png.subarray(0, png.length / 2)))).message).toMatch(
      /damaged or incomplete/,
    );
    const huge = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    expect(await refusal(prepareImage('about-photo', huge))).toMatchObject({
      code: 'payload_too_large',
      message: 'The image is larger than 10 MB.',
    });
  });

  it('refuses a decompression bomb (more than 40 megapixels) before decoding it', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: { r: 0, g: 0, b: 0 } } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    expect((await refusal(prepareImage('about-photo', bomb))).message).toMatch(/too many pixels/);
  });
});
