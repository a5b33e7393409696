/**
 * A Content-Disposition header that downloads `title` as `<name>.<extension>`. The plain
 * `filename` is an ASCII slug (no quotes, line breaks or path characters can get in); the
 * RFC 5987 `filename*` keeps the title's own letters for browsers that read it.
 */
export function attachmentDisposition(title: string, extension: string): string {
  const ascii = slug(title.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')) || 'chat';
  // Letters and digits of any script, joined by hyphens: nothing a file system or header treats specially.
  const unicode = slug(title.normalize('NFC'), /[^\p{L}\p{N}]+/gu) || ascii;
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${encodeRfc5987(`${unicode}.${extension}`)}`;
}

function slug(text: string, separators: RegExp = /[^A-Za-z0-9]+/g): string {
  return [...text.replace(separators, '-').replace(/^-+|-+$/g, '')].slice(0, 80).join('').replace(/-+$/, '');
}

// encodeURIComponent leaves ' ( ) * ! unencoded; RFC 5987's attr-char does not allow ' ( ) *.
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
