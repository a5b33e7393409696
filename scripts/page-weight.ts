// `npx tsx scripts/page-weight.ts [--base=http://127.0.0.1:3000] [--json] [/ /about ...]`
// Where a public page's bytes go, measured on what a `next start` server sends: the whole HTML
// (raw and gzipped), the inline RSC payload (the `self.__next_f.push` scripts Next adds so React
// can hydrate), the markup without any inline script, and both split per section of the page
// (each <header>, <section>, <footer>, and what lies between), plus the bytes spent on class lists.
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';

export type Part = { label: string; markup: number; payload: number };

export type PageWeight = {
  path: string;
  total: number;
  gzip: number;
  /** Bytes of the inline scripts that carry the RSC payload, tags included, as sent (escaped). */
  payload: number;
  /** The same payload decoded (what React parses). */
  payloadDecoded: number;
  /** Every other inline script (bootstrap, JSON-LD), tags included. */
  otherInlineScripts: number;
  /** The HTML without any inline script. */
  markup: number;
  /** Bytes inside class="..." in the markup, and inside "className":"..." in the decoded payload. */
  classBytes: { markup: number; payload: number };
  parts: Part[];
};

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>[\s\S]*?<\/script>/g;
const PAYLOAD_PUSH = /^<script[^>]*>self\.__next_f\.push\(([\s\S]*)\)<\/script>$/;

/** The RSC payload text carried by one inline script, or null when it carries none. */
export function payloadOf(script: string): string | null {
  const match = PAYLOAD_PUSH.exec(script);
  if (!match) return null;
  const row = JSON.parse(match[1]!) as unknown[];
  return row[0] === 1 && typeof row[1] === 'string' ? row[1] : '';
}

function labelFrom(text: string): string | null {
  const found = /(?:aria-labelledby|id)(?:="|\\?"?:\s*")([\w-]+)/.exec(text);
  return found ? found[1]! : null;
}

// Cut points: each landmark that starts a part of the page. The markup uses HTML tags, the
// decoded payload React element rows (["$","section",null,{...}]).
const MARKUP_CUT = /<(header|section|footer)\b[^>]*>|<\/main>/g;
const PAYLOAD_CUT = /\["\$","(header|section|footer)",[^\]]{0,400}?\{/g;

type Mark = { at: number; label: string };

function marksOf(text: string, cut: RegExp, first: string): Mark[] {
  const marks: Mark[] = [{ at: 0, label: first }];
  for (const match of text.matchAll(cut)) {
    const tag = match[1] ?? 'after main';
    const label = tag === 'section' ? `section#${labelFrom(text.slice(match.index, match.index + 300)) ?? '?'}` : tag;
    marks.push({ at: match.index, label });
  }
  return marks;
}

function addSizes(sizes: Map<string, number>, marks: Mark[], length: number) {
  marks.forEach((mark, i) => {
    const end = marks[i + 1]?.at ?? length;
    sizes.set(mark.label, (sizes.get(mark.label) ?? 0) + end - mark.at);
  });
}

const labelAt = (marks: Mark[], at: number) => marks.filter((mark) => mark.at <= at).at(-1)!.label;

/**
 * The decoded payload is a list of rows (`id:value`), and React outlines parts of the tree into
 * rows of their own that the parent refers to as "$L<id>" or "$<id>". A row belongs to the part
 * of the page where it is referred to first, so the outlined lists of a section count as that
 * section; rows nobody refers to (the router's tree, module references) are "(framework)".
 */
function splitPayload(decoded: string): Map<string, number> {
  const rows = new Map<string, string>();
  for (const line of decoded.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0 && /^[0-9a-f]+$/.test(line.slice(0, colon))) rows.set(line.slice(0, colon), line.slice(colon + 1));
    else rows.set(`#${rows.size}`, line);
  }
  const labels = new Map<string, string>();
  const resolving = new Set<string>();
  const startLabel = (id: string): string => {
    const known = labels.get(id);
    if (known) return known;
    if (resolving.has(id)) return '(framework)';
    resolving.add(id);
    let label = '(framework)';
    const reference = new RegExp(`"\\$L?${id}"`);
    for (const [other, value] of rows) {
      if (other === id) continue;
      const found = reference.exec(value);
      if (found) {
        label = labelAt(marksOf(value, PAYLOAD_CUT, startLabel(other)), found.index);
        break;
      }
    }
    labels.set(id, label);
    return label;
  };
  const sizes = new Map<string, number>();
  for (const [id, value] of rows) addSizes(sizes, marksOf(value, PAYLOAD_CUT, startLabel(id)), value.length + 1);
  return sizes;
}

const sumMatches = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].reduce((n, m) => n + m[1]!.length, 0);

export function analyzePage(path: string, html: string): PageWeight {
  const scripts = html.match(INLINE_SCRIPT) ?? [];
  let payload = 0;
  let other = 0;
  let decoded = '';
  for (const script of scripts) {
    const text = payloadOf(script);
    if (text === null) other += script.length;
    else {
      payload += script.length;
      decoded += text;
    }
  }
  const markupText = html.replace(INLINE_SCRIPT, '');
  const markupParts = new Map<string, number>();
  addSizes(markupParts, marksOf(markupText, MARKUP_CUT, '(head, body start)'), markupText.length);
  const payloadParts = splitPayload(decoded);
  const labels = [...new Set([...markupParts.keys(), ...payloadParts.keys()])];
  return {
    path,
    total: Buffer.byteLength(html),
    gzip: gzipSync(html).length,
    payload,
    payloadDecoded: decoded.length,
    otherInlineScripts: other,
    markup: markupText.length,
    classBytes: {
      markup: sumMatches(markupText, /\sclass="([^"]*)"/g),
      payload: sumMatches(decoded, /"className":"([^"]*)"/g),
    },
    parts: labels.map((label) => ({
      label,
      markup: markupParts.get(label) ?? 0,
      payload: payloadParts.get(label) ?? 0,
    })),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatPage(weight: PageWeight): string {
  const lines = [
    `${weight.path}: ${kb(weight.total)} (gzip ${kb(weight.gzip)}); RSC payload ${kb(weight.payload)} ` +
      `(${Math.round((100 * weight.payload) / weight.total)}%, ${kb(weight.payloadDecoded)} decoded), ` +
      `markup ${kb(weight.markup)}, other inline scripts ${kb(weight.otherInlineScripts)}; ` +
      `class lists ${kb(weight.classBytes.markup)} in markup + ${kb(weight.classBytes.payload)} in payload`,
  ];
  for (const part of weight.parts) {
    lines.push(
      `  ${part.label.padEnd(28)} markup ${kb(part.markup).padStart(9)}   payload ${kb(part.payload).padStart(9)}`,
    );
  }
  return lines.join('\n');
}

async function main() {
  const args = process.argv.slice(2);
  const base = args.find((a) => a.startsWith('--base='))?.slice(7) ?? 'http://127.0.0.1:3000';
  const json = args.includes('--json');
  const paths = args.filter((a) => a.startsWith('/'));
  const weights: PageWeight[] = [];
  for (const path of paths.length ? paths : ['/', '/about', '/portfolio', '/donate']) {
    const response = await fetch(new URL(path, base));
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    weights.push(analyzePage(path, await response.text()));
  }
  console.log(json ? JSON.stringify(weights, null, 2) : weights.map(formatPage).join('\n\n'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
