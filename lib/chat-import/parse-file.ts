import 'server-only';
import type { ImportFormat } from '@/lib/data/port';
import { looksLikeChatGpt, parseChatGpt } from './chatgpt';
import { looksLikeLibreChat, parseLibreChat } from './librechat';
import { checkJsonShape } from './json-shape';
import { IMPORT_LIMITS } from './limits';
import { looksLikeOpenWebUi, parseOpenWebUi } from './open-webui';
import { looksLikePortal, parsePortal } from './portal';
import { refuse } from './refusal';
import type { ParsedConversation } from './types';
import { isZip, readZipEntry } from './zip';

export type ParsedFile = { format: ImportFormat; conversations: ParsedConversation[] };

const NOT_AN_EXPORT =
  "This file is not a chat export the portal reads: a ChatGPT data export (conversations.json or its ZIP), an Open WebUI or LibreChat JSON export, or this portal's own JSON export.";

const parsers = [
  { format: 'ai-portal', looksLike: looksLikePortal, parse: parsePortal },
  { format: 'chatgpt', looksLike: looksLikeChatGpt, parse: parseChatGpt },
  { format: 'open-webui', looksLike: looksLikeOpenWebUi, parse: parseOpenWebUi },
  { format: 'librechat', looksLike: looksLikeLibreChat, parse: parseLibreChat },
] as const;

/**
 * Reads an uploaded export: which app wrote it (from its shape, not its name), and its
 * conversations. Anything else, or a file of a known kind that is damaged, is refused as a
 * whole with a message saying why; nothing is written before this has read every conversation.
 */
export async function parseImportFile(bytes: Uint8Array): Promise<ParsedFile> {
  if (isZip(bytes)) {
    const unpacked = await readZipEntry(bytes, conversationsJsonIn, {
      maxEntries: IMPORT_LIMITS.zipEntries,
      maxBytes: IMPORT_LIMITS.unpackedBytes,
    });
    if (!unpacked) throw refuse('This ZIP has no conversations.json: is it a ChatGPT data export?');
    const parsed = parseJson(unpacked);
    if (!Array.isArray(parsed) || !parsed.every(looksLikeChatGpt))
      throw refuse('The conversations.json in this ZIP is not a ChatGPT export. Nothing was imported.');
    return { format: 'chatgpt', conversations: parseChatGpt(parsed) };
  }
  const parsed = parseJson(bytes);
  const items = Array.isArray(parsed) ? parsed : [parsed];
  if (items.length === 0) throw refuse('This file holds no conversations to import.');
  for (const { format, looksLike, parse } of parsers) {
    // Every item of the kind the first one is: a list that mixes kinds is not an export.
    if (!looksLike(items[0])) continue;
    if (!items.every(looksLike)) throw refuse(`${NOT_AN_EXPORT} Some of its items are not ${format} conversations.`);
    return { format, conversations: parse(items) };
  }
  throw refuse(NOT_AN_EXPORT);
}

function parseJson(bytes: Uint8Array): unknown {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw refuse('This file is not UTF-8 text, so it is not a JSON chat export (or it is damaged).');
  }
  checkJsonShape(text);
  try {
    return JSON.parse(text);
  } catch {
    throw refuse('This file is not valid JSON (it may be cut short or damaged), so it cannot be imported.');
  }
}

/** conversations.json at the top of the ZIP, or in its one top folder (as some unzip-and-rezip tools leave it). */
function conversationsJsonIn(names: string[]): number {
  const depth = (name: string) => name.replaceAll('\\', '/').split('/').length;
  const candidates = names
    .map((name, index) => ({ index, name: name.replaceAll('\\', '/') }))
    .filter(({ name }) => (name === 'conversations.json' || name.endsWith('/conversations.json')) && depth(name) <= 2)
    .sort((a, b) => depth(a.name) - depth(b.name));
  return candidates[0]?.index ?? -1;
}
