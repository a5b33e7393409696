import { describe, expect, it } from 'vitest';
import { parseImportFile } from '@/lib/chat-import/parse-file';
import { zipOf } from '../../support/zip-writer';
import { bytesOf, fixtureBytes } from './fixtures';

const conversationsJson = () => fixtureBytes('chatgpt-conversations.json');

describe('what the import recognises', () => {
  it('refuses anything that is not one of the exports, empty or not JSON, saying what it takes', async () => {
    const cases: [Uint8Array, RegExp][] = [
      [bytesOf({ hello: 'world' }), /not a chat export the portal reads: a ChatGPT data export/],
      [bytesOf([{ role: 'user', content: 'hi' }]), /not a chat export the portal reads/],
      [bytesOf('"just text"'), /not a chat export the portal reads/],
      [bytesOf([]), /holds no conversations to import/],
      [bytesOf('[{"title": "cut short", "mapping": {'), /not valid JSON \(it may be cut short or damaged\)/],
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe]), /not UTF-8 text/],
    ];
    for (const [bytes, message] of cases) await expect(parseImportFile(bytes)).rejects.toThrow(message);
  });

  it('refuses a list that mixes a ChatGPT conversation with something else', async () => {
    const mixed = [...(JSON.parse(new TextDecoder().decode(conversationsJson())) as unknown[]), { title: 'odd' }];
    await expect(parseImportFile(bytesOf(mixed))).rejects.toThrow(/Some of its items are not chatgpt conversations/);
  });

  it('reads a UTF-8 file that starts with a byte order mark', async () => {
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...conversationsJson()]);
    expect((await parseImportFile(withBom)).conversations).toHaveLength(2);
  });
});

describe("a ChatGPT export's ZIP", () => {
  const exportZip = (entries = { json: conversationsJson() as Uint8Array | string }) =>
    zipOf([
      { name: 'user.json', data: '{"email":"someone@example.com"}' },
      { name: 'file-abc-starter.jpg', data: new Uint8Array(2048).fill(7), method: 'stored' },
      { name: 'conversations.json', data: entries.json },
      { name: 'chat.html', data: '<html></html>' },
    ]);

  it('reads conversations.json from it, like the file itself', async () => {
    const { format, conversations } = await parseImportFile(exportZip());
    expect(format).toBe('chatgpt');
    expect(conversations.map((c) => c.title)).toEqual(['Sourdough starter help', '']);
  });

  it('finds conversations.json inside one top folder too', async () => {
    const zip = zipOf([{ name: 'export-2024/conversations.json', data: conversationsJson() }]);
    expect((await parseImportFile(zip)).conversations).toHaveLength(2);
    const deeper = zipOf([{ name: 'a/b/conversations.json', data: conversationsJson() }]);
    await expect(parseImportFile(deeper)).rejects.toThrow(/This ZIP has no conversations.json/);
  });

  it('refuses a ZIP without conversations.json, or whose conversations.json is something else', async () => {
    await expect(parseImportFile(zipOf([{ name: 'notes.txt', data: 'hello' }]))).rejects.toThrow(
      /no conversations.json: is it a ChatGPT data export/,
    );
    await expect(parseImportFile(exportZip({ json: '{"a":1}' }))).rejects.toThrow(/is not a ChatGPT export/);
  });

  it('refuses a cut-off, corrupted or encrypted archive as damaged', async () => {
    const zip = exportZip();
    await expect(parseImportFile(zip.subarray(0, zip.length - 30))).rejects.toThrow(/This ZIP file is damaged/);
    const flipped = Buffer.from(zip);
    const at = flipped.indexOf(Buffer.from('conversations.json')) + 'conversations.json'.length + 40;
    flipped[at] = flipped[at]! ^ 0xff;
    await expect(parseImportFile(flipped)).rejects.toThrow(/conversations.json in this ZIP is damaged/);
    const encrypted = zipOf([{ name: 'conversations.json', data: conversationsJson() }], (record) =>
      record.writeUInt16LE(record.readUInt16LE(8) | 1, 8),
    );
    await expect(parseImportFile(encrypted)).rejects.toThrow(/encrypted/);
  });

  it('stops unpacking a decompression bomb at the limit, whatever its directory claims', async () => {
    // 65 MB of zeros packs into about 64 KB; the directory is made to claim a small size.
    const bomb = zipOf([{ name: 'conversations.json', data: new Uint8Array(65 * 1024 * 1024) }], (record) =>
      record.writeUInt32LE(1000, 24),
    );
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expect(parseImportFile(bomb)).rejects.toThrow(/conversations.json is larger than 64 MB unpacked/);
    const declared = zipOf([{ name: 'conversations.json', data: '[]' }], (record) =>
      record.writeUInt32LE(65 * 1024 * 1024, 24),
    );
    await expect(parseImportFile(declared)).rejects.toThrow(/larger than 64 MB unpacked/);
  });

  it('refuses an archive with more files than the limit, and a ZIP64 one', async () => {
    const many = zipOf(
      Array.from({ length: 50_001 }, (_, i) => ({ name: `f${i}`, data: '', method: 'stored' as const })),
    );
    await expect(parseImportFile(many)).rejects.toThrow(/more than 50000 files/);
    const zip64 = Buffer.from(exportZip());
    zip64.writeUInt32LE(0xffffffff, zip64.length - 6);
    await expect(parseImportFile(zip64)).rejects.toThrow(/ZIP64/);
  });
});
