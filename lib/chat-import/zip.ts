import 'server-only';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { megabytes } from './limits';
import { refuse } from './refusal';

const inflateRaw = promisify(zlib.inflateRaw);

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const END_MIN = 22;
const STORED = 0;
const DEFLATED = 8;

/** A ZIP file starts with a local file header (or, empty, with the end of its directory). */
export const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && [LOCAL_HEADER, END_OF_DIRECTORY].includes(Buffer.from(bytes).readUInt32LE(0));

type Limits = { maxEntries: number; maxBytes: number };

const broken = () => refuse('This ZIP file is damaged (its directory cannot be read). Nothing was imported.');

/**
 * The unpacked bytes of the one entry `pick` chooses, or null when none fits. Only the central
 * directory and that entry are read; nothing is written anywhere, so entry names cannot reach
 * the file system. Bounded: the number of entries, the unpacked size (inflate stops at
 * `maxBytes`, so a decompression bomb costs at most that), and the CRC must match.
 */
export async function readZipEntry(
  bytes: Uint8Array,
  pick: (names: string[]) => number,
  { maxEntries, maxBytes }: Limits,
): Promise<Uint8Array | null> {
  const zip = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  const size = zip.readUInt32LE(end + 12);
  const start = zip.readUInt32LE(end + 16);
  if (count === 0xffff || start === 0xffffffff)
    throw refuse('This ZIP uses the ZIP64 format, which the import does not read: upload its conversations.json.');
  if (count > maxEntries) throw refuse(`This ZIP holds more than ${maxEntries} files; upload its conversations.json.`);
  if (start + size > end) throw broken();

  const entries: {
    name: string;
    flags: number;
    method: number;
    packed: number;
    unpacked: number;
    crc: number;
    at: number;
  }[] = [];
  for (let at = start, i = 0; i < count; i++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== CENTRAL_HEADER) throw broken();
    const nameLength = zip.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (next > end) throw broken();
    entries.push({
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      crc: zip.readUInt32LE(at + 16),
      packed: zip.readUInt32LE(at + 20),
      unpacked: zip.readUInt32LE(at + 24),
      at: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at = next;
  }
  const chosen = entries[pick(entries.map((e) => e.name))];
  if (!chosen) return null;

  if (chosen.flags & 1) throw refuse('This ZIP is encrypted; the import cannot read it.');
  if (chosen.unpacked > maxBytes)
    throw refuse(`${chosen.name} is larger than ${megabytes(maxBytes)} unpacked; the import takes up to that.`);
  const local = chosen.at;
  if (local + 30 > start || zip.readUInt32LE(local) !== LOCAL_HEADER) throw broken();
  const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
  if (dataStart + chosen.packed > start) throw broken();
  const packed = zip.subarray(dataStart, dataStart + chosen.packed);

  let data: Buffer;
  if (chosen.method === STORED) data = packed;
  else if (chosen.method === DEFLATED) {
    try {
      data = await inflateRaw(packed, { maxOutputLength: maxBytes });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
        throw refuse(`${chosen.name} is larger than ${megabytes(maxBytes)} unpacked; the import takes up to that.`);
      throw refuse(`${chosen.name} in this ZIP is damaged (it does not unpack). Nothing was imported.`);
    }
  } else throw refuse(`${chosen.name} is packed with a method the import does not read (only stored or deflated).`);
  // The sizes and checksum the directory declares: a file that unpacks to anything else is damaged.
  if (data.length !== chosen.unpacked || zlib.crc32(data) !== chosen.crc)
    throw refuse(`${chosen.name} in this ZIP is damaged (its checksum does not match). Nothing was imported.`);
  return new Uint8Array(data);
}

function findEndOfDirectory(zip: Buffer): number {
  // The record ends with a comment of up to 65,535 bytes, so it starts within that of the end.
  for (let at = zip.length - END_MIN; at >= Math.max(0, zip.length - END_MIN - 0xffff); at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw broken();
}
