import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as exportCsv } from '@/app/api/inquiries/export/route';
import { getData } from '@/lib/data';
import { neutralizeCell } from '@/lib/inquiries/csv';
import { startInquiryHarness } from './harness';

let owner: { cookie: string };

/** Splits RFC 4180 CSV (quoted cells, "" for a quote, CRLF rows) into rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  const cell = /"((?:[^"]|"")*)"(,|\r\n)/g;
  let row: string[] = [];
  for (const match of text.replace(/^\uFEFF/, '').matchAll(cell)) {
    row.push(match[1]!.replaceAll('""', '"'));
    if (match[2] === '\r\n') {
      rows.push(row);
      row = [];
    }
  }
  return rows;
}

beforeAll(async () => {
  ({ owner } = await startInquiryHarness());
  const intake = (await getData()).inquiryIntake!;
  const file = (name: string, email: string, message: string, phone: string | null) =>
    intake.submit({
      idempotencyKey: randomUUID(),
      fields: { topic: 'other', name, email, phone, location: null, service: null, message },
      status: 'new',
      spamReason: null,
      notify: false,
    });
  await file('=HYPERLINK("https://evil.example","Click")', 'a@example.com', '+1+cmd|calc!A0 and more', '-1 555');
  await file('@SUM(1+1)', 'b@example.com', 'Plain "quoted" text,\nover two lines', null);
});

describe('GET /api/inquiries/export', () => {
  it('gives admins every inquiry as CSV, with formula-looking cells neutralised', async () => {
    const response = await exportCsv(
      new Request('http://localhost/api/inquiries/export', { headers: { host: 'localhost', cookie: owner.cookie } }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="inquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = parseCsv(await response.text());
    expect(header).toEqual([
      'Received',
      'Status',
      'Topic',
      'Name',
      'E-mail',
      'Phone',
      'Street address or ZIP',
      'Service',
      'Message',
    ]);
    // Newest first.
    expect(rows.map((row) => row.slice(1, 6))).toEqual([
      ['New', 'Something else', "'@SUM(1+1)", 'b@example.com', ''],
      ['New', 'Something else', `'=HYPERLINK("https://evil.example","Click")`, 'a@example.com', "'-1 555"],
    ]);
    expect(rows.map((row) => row[8])).toEqual(['Plain "quoted" text,\nover two lines', "'+1+cmd|calc!A0 and more"]);
  });

  it('prefixes every cell a spreadsheet would run, and leaves the rest alone', () => {
    expect(['=1', '+1', '-1', '@a', '\t=1', '\r=1'].map(neutralizeCell)).toEqual([
      "'=1",
      "'+1",
      "'-1",
      "'@a",
      "'\t=1",
      "'\r=1",
    ]);
    expect(['Pat', '1+1', 'a=b', ''].map(neutralizeCell)).toEqual(['Pat', '1+1', 'a=b', '']);
  });
});
