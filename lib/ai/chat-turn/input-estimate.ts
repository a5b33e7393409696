import 'server-only';
import type { ModelMessage, SystemModelMessage } from 'ai';
import { estimateTokens } from '../context-window';

// Roles and framing per message, as ../context-window counts them.
const MESSAGE_OVERHEAD = 4;
// An image (at most 2048 px a side, ../attachments) is about 1,100 to 1,600 tokens at the providers.
const IMAGE_TOKENS = 1_600;
// A PDF is read as text and page images: a token for every 100 bytes stays above that for real files.
const FILE_BYTES_PER_TOKEN = 100;

/**
 * The tokens a turn sends, estimated on the high side (../context-window's count, a third of
 * the UTF-8 bytes): what "stop at the budget" reserves for the input before the provider is asked.
 */
export function inputTokensOf(turn: { instructions: SystemModelMessage[]; messages: ModelMessage[] }): number {
  let tokens = 0;
  for (const message of [...turn.instructions, ...turn.messages]) tokens += MESSAGE_OVERHEAD + contentTokens(message);
  return tokens;
}

function contentTokens(message: ModelMessage): number {
  if (typeof message.content === 'string') return estimateTokens(message.content);
  let tokens = 0;
  for (const part of message.content) {
    if (part.type === 'text' || part.type === 'reasoning') tokens += estimateTokens(part.text);
    else if (part.type === 'image') tokens += IMAGE_TOKENS;
    else if (part.type === 'file')
      tokens += part.mediaType.startsWith('image/')
        ? IMAGE_TOKENS
        : Math.ceil(byteSize(part.data) / FILE_BYTES_PER_TOKEN);
    else tokens += estimateTokens(JSON.stringify(part));
  }
  return tokens;
}

function byteSize(data: unknown): number {
  if (typeof data === 'string') return data.length;
  if (data instanceof Uint8Array) return data.byteLength;
  if (data instanceof ArrayBuffer) return data.byteLength;
  return 0;
}
