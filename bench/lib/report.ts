import fs from 'node:fs';
import path from 'node:path';

/** One line of the results table: a figure, what it is compared with in the same run, and its budget. */
export type Row = {
  group: string;
  figure: string;
  value: string;
  /** The peer measured in the same run (or the limit it is held to), as text with its unit. */
  peer: string;
  /** value / peer, when the comparison is a ratio; '' otherwise. */
  ratio: string;
  budget: string;
  /** true/false against the budget; null when the figure has no budget (context). */
  pass: boolean | null;
  /** The raw numbers behind the row, kept in the JSON. */
  data?: Record<string, unknown>;
};

export type Results = {
  date: string;
  mode: 'full' | 'quick';
  machine: string;
  durationSeconds: number;
  rows: Row[];
  failures: string[];
};

const verdict = (row: Row) => (row.pass === null ? '—' : row.pass ? 'pass' : 'FAIL');
const COLUMNS = ['Figure', 'Value', 'Peer / limit (same run)', 'Ratio', 'Budget', 'Result'] as const;
const cells = (row: Row) => [`${row.group} ${row.figure}`, row.value, row.peer, row.ratio, row.budget, verdict(row)];

/** The table as fixed-width text for the terminal. */
export function textTable(rows: Row[]): string {
  const lines = [COLUMNS as readonly string[], ...rows.map(cells)];
  const widths = COLUMNS.map((_, i) => Math.max(...lines.map((line) => line[i]!.length)));
  const format = (line: readonly string[]) =>
    line
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [format(lines[0]!), widths.map((width) => '-'.repeat(width)).join('  '), ...lines.slice(1).map(format)].join(
    '\n',
  );
}

/** The table as Markdown (what bench/README.md quotes). */
export function markdownTable(rows: Row[]): string {
  const escape = (cell: string) => cell.replaceAll('|', '\\|');
  return [
    `| ${COLUMNS.join(' | ')} |`,
    `|${COLUMNS.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${cells(row).map(escape).join(' | ')} |`),
  ].join('\n');
}

export function markdownReport(results: Results): string {
  const failed = results.rows.filter((row) => row.pass === false).length;
  const budgeted = results.rows.filter((row) => row.pass !== null).length;
  return [
    `# Bench results (${results.mode}), ${results.date}`,
    '',
    `Machine: ${results.machine}. Took ${results.durationSeconds} s. ${budgeted - failed}/${budgeted} budgets met.`,
    '',
    markdownTable(results.rows),
    ...(results.failures.length
      ? ['', '## Figures that could not be measured', '', ...results.failures.map((f) => `- ${f}`)]
      : []),
    '',
  ].join('\n');
}

/** Writes bench/results/<stamp>-<mode>.{json,md} and latest.{json,md}; returns the Markdown path. */
export function writeResults(dir: string, results: Results): string {
  fs.mkdirSync(dir, { recursive: true });
  const stamp = results.date.replaceAll(':', '-').replace(/\.\d+Z$/, 'Z');
  const base = path.join(dir, `${stamp}-${results.mode}`);
  const json = `${JSON.stringify(results, null, 2)}\n`;
  const markdown = markdownReport(results);
  for (const [file, text] of [
    [`${base}.json`, json],
    [`${base}.md`, markdown],
    [path.join(dir, 'latest.json'), json],
    [path.join(dir, 'latest.md'), markdown],
  ] as const) {
    fs.writeFileSync(file, text);
  }
  return `${base}.md`;
}
