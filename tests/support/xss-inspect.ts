import { parseFragment } from 'parse5';

/** Elements that run code, load a document, submit data or change how the whole page behaves. */
export const DANGEROUS_ELEMENTS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'link',
  'form',
  'style',
  'template',
  'svg',
  'math',
  'input',
  'button',
  'select',
  'textarea',
  'isindex',
  'noscript',
]);
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'background',
  'lowsrc',
  'dynsrc',
  'poster',
  'data',
  'cite',
  'longdesc',
]);
const ALWAYS_DANGEROUS = new Set(['style', 'srcdoc', 'formaction', 'autofocus', 'contenteditable']);

/** What a browser would execute: it drops ASCII whitespace and control characters inside a scheme. */
export function isScriptUrl(value: string): boolean {
  const squeezed = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  return /^(javascript|vbscript|data|livescript):/.test(squeezed);
}

export type Finding = string;

/** React hoists an image preload hint for every <img>; its href is still checked like any URL. */
function isImagePreload(tag: string, attrs: { name: string; value: string }[]): boolean {
  const attr = (name: string) => attrs.find((a) => a.name === name)?.value;
  return tag === 'link' && attr('rel') === 'preload' && attr('as') === 'image';
}

/**
 * The renderer's own controls (a code block's copy button and its icon) carry this attribute. A
 * reply cannot: the sanitiser drops every data-* attribute, which the markdown tests check.
 */
export const PORTAL_CONTROL = 'data-portal-control';

/** A task-list checkbox: disabled, so it cannot be focused, changed or submitted; nothing else on it but a name. */
function isInertCheckbox(tag: string, attrs: { name: string; value: string }[]): boolean {
  const names = attrs.map((attr) => attr.name);
  return (
    tag === 'input' &&
    attrs.some((attr) => attr.name === 'type' && attr.value === 'checkbox') &&
    names.includes('disabled') &&
    names.every((name) => ['type', 'disabled', 'checked', 'aria-label'].includes(name))
  );
}

/** Everything dangerous left in a piece of rendered HTML, as human-readable findings. */
export function inspectHtml(html: string, options: { clobberPrefix?: string } = {}): Finding[] {
  const findings: Finding[] = [];
  type Node = {
    nodeName: string;
    tagName?: string;
    attrs?: { name: string; value: string }[];
    childNodes?: Node[];
    content?: Node;
  };
  const visit = (node: Node, inControl: boolean) => {
    const attrs = node.attrs ?? [];
    const control = inControl || attrs.some((attr) => attr.name === PORTAL_CONTROL);
    if (node.tagName) {
      const expected = isImagePreload(node.tagName, attrs) || isInertCheckbox(node.tagName, attrs) || control;
      if (DANGEROUS_ELEMENTS.has(node.tagName) && !expected) findings.push(`<${node.tagName}> element`);
      for (const { name, value } of attrs) findings.push(...inspectAttribute(node.tagName, name, value, options));
    }
    for (const child of [...(node.childNodes ?? []), ...(node.content?.childNodes ?? [])]) visit(child, control);
  };
  visit(parseFragment(html) as unknown as Node, false);
  return findings;
}

export function inspectAttribute(
  tag: string,
  name: string,
  value: string,
  options: { clobberPrefix?: string } = {},
): Finding[] {
  const lower = name.toLowerCase();
  const findings: Finding[] = [];
  if (lower.startsWith('on')) findings.push(`${tag}[${name}] event handler`);
  if (ALWAYS_DANGEROUS.has(lower)) findings.push(`${tag}[${name}]`);
  if (URL_ATTRIBUTES.has(lower) && isScriptUrl(value)) findings.push(`${tag}[${name}=${value}] script URL`);
  if (lower === 'srcset' && value.split(',').some((candidate) => isScriptUrl(candidate.trim())))
    findings.push(`${tag}[srcset] script URL`);
  if (lower === 'http-equiv') findings.push(`${tag}[http-equiv]`);
  if (options.clobberPrefix && (lower === 'id' || lower === 'name') && !value.startsWith(options.clobberPrefix))
    findings.push(`${tag}[${name}=${value}] can clobber a global`);
  return findings;
}
