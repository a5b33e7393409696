import 'server-only';
import { keyLabel, type PricedUsageRow } from './usage-view';

const HEADER = ['month', 'provider', 'model', 'key', 'replies', 'input_tokens', 'output_tokens', 'cost_usd'];

/**
 * The Usage view's rows as CSV (RFC 4180, CRLF). An unknown cost is an empty cell, not 0: a
 * spreadsheet sum then leaves it out rather than counting it as free. A model id is the user's
 * own text (custom models), so a cell a spreadsheet would run as a formula is quoted as text.
 */
export function usageCsv(rows: readonly PricedUsageRow[]): string {
  const lines = rows.map((row) => [
    row.month,
    row.provider ?? '',
    row.model ?? '',
    keyLabel(row),
    String(row.replies),
    String(row.inputTokens),
    String(row.outputTokens),
    row.costUsd === null ? '' : row.costUsd.toFixed(6),
  ]);
  return [HEADER, ...lines].map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
