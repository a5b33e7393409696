import type { Inquiry } from '@/lib/data/port';
import { STATUS_LABELS, serviceLabel, topicLabel } from './topics';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, and a leading tab or CR that some
 * programs skip before looking) is prefixed with an apostrophe, OWASP's advice against CSV
 * injection: a visitor's "=HYPERLINK(...)" opens as text in Excel or LibreOffice.
 */
export function neutralizeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const quote = (value: string) => `"${neutralizeCell(value).replaceAll('"', '""')}"`;

const HEADER = [
  'Received',
  'Status',
  'Topic',
  'Name',
  'E-mail',
  'Phone',
  'Street address or ZIP',
  'Service',
  'Message',
];

/** Every inquiry as CSV (RFC 4180, CRLF line ends), newest first. */
export function inquiriesCsv(inquiries: Inquiry[]): string {
  const rows = inquiries.map((i) => [
    i.createdAt,
    STATUS_LABELS[i.status],
    topicLabel(i.topic),
    i.name,
    i.email,
    i.phone ?? '',
    i.location ?? '',
    i.service ? serviceLabel(i.service) : '',
    i.message,
  ]);
  return [HEADER, ...rows].map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n';
}
