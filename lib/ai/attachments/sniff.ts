import 'server-only';

export type SniffedImage = 'png' | 'jpeg' | 'webp' | 'gif';
export type Sniffed =
  | { kind: 'image'; format: SniffedImage }
  | { kind: 'pdf' }
  | { kind: 'executable' }
  | { kind: 'markup'; what: 'HTML' | 'SVG' }
  | { kind: 'other' };

const starts = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');

/** What a file is by its first bytes, whatever its name or the browser's type says. */
export function sniffContent(bytes: Uint8Array): Sniffed {
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: 'image', format: 'png' };
  if (starts(bytes, [0xff, 0xd8, 0xff])) return { kind: 'image', format: 'jpeg' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return { kind: 'image', format: 'webp' };
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return { kind: 'image', format: 'gif' };
  if (ascii(bytes, 0, 5) === '%PDF-') return { kind: 'pdf' };
  // Windows (MZ), Linux (ELF), macOS (Mach-O, both byte orders and the universal "fat" header).
  if (ascii(bytes, 0, 2) === 'MZ' || starts(bytes, [0x7f, 0x45, 0x4c, 0x46])) return { kind: 'executable' };
  if (
    [
      [0xfe, 0xed, 0xfa, 0xce],
      [0xfe, 0xed, 0xfa, 0xcf],
      [0xce, 0xfa, 0xed, 0xfe],
      [0xcf, 0xfa, 0xed, 0xfe],
      [0xca, 0xfe, 0xba, 0xbe],
    ].some((s) => starts(bytes, s))
  )
    return { kind: 'executable' };
  // Markup, after a BOM, white space and comments or an XML declaration.
  const head = Buffer.from(bytes.subarray(0, 1024))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg|<svg[\s>])/.test(head))
    return { kind: 'markup', what: 'SVG' };
  if (/^(<!--[\s\S]*?-->\s*)*(<!doctype html|<html[\s>]|<head[\s>]|<body[\s>]|<script[\s>])/.test(head))
    return { kind: 'markup', what: 'HTML' };
  return { kind: 'other' };
}

const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'gif', 'bmp', 'tif', 'tiff', 'heic', 'avif', 'ico'];

/** True when the name or the browser's type claims an image (the content then has to be one). */
export function claimsImage(name: string, declaredType: string): boolean {
  return declaredType.toLowerCase().startsWith('image/') || IMAGE_EXTENSIONS.includes(extensionOf(name));
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}
