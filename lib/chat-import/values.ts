import 'server-only';

const MS_BEFORE_2001 = 978_307_200_000;

/**
 * A time from an export: Unix seconds (ChatGPT, Open WebUI; fractional or not), Unix
 * milliseconds (some Open WebUI versions), or ISO text (LibreChat, this portal). Anything else,
 * or a date outside years 1970-9999, is unknown (null) rather than a guess.
 */
export function timeOf(value: unknown): Date | null {
  let ms: number;
  if (typeof value === 'number' && Number.isFinite(value)) {
    // Seconds until the year 33658; beyond 1e12 it can only be milliseconds (2001 onwards).
    ms = value > 1e12 ? value : value * 1000;
    if (value > 1e12 && value < MS_BEFORE_2001) return null;
  } else if (typeof value === 'string' && value.trim() !== '') {
    ms = Date.parse(value);
  } else return null;
  if (!Number.isFinite(ms) || ms < 0 || ms > Date.UTC(9999, 11, 31)) return null;
  return new Date(ms);
}

/** The text of a content value: a string, or the text parts of a list of parts (other parts skipped). */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!Array.isArray(value)) return '';
  return value
    .map((part) => {
      if (typeof part === 'string') return part;
      if (part && typeof part === 'object') {
        const { type, text } = part as { type?: unknown; text?: unknown };
        if (type !== undefined && type !== 'text') return '';
        if (typeof text === 'string') return text;
        // LibreChat's agents store { type: 'text', text: { value } }.
        if (text && typeof text === 'object' && typeof (text as { value?: unknown }).value === 'string')
          return (text as { value: string }).value;
      }
      return '';
    })
    .filter(Boolean)
    .join('\n\n');
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
