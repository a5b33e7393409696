import type { Element, Root, RootContent } from 'hast';

const LABEL_ID = 'footnote-label';

/**
 * remark-rehype prefixes footnote ids with its clobberPrefix but not the id of the "Footnotes"
 * heading, which every note reference names in aria-describedby: with two replies on a page the
 * references would all describe the first reply's heading. This gives the heading the reply's
 * scope too. It runs before raw HTML is parsed, so it never touches ids a reply wrote itself.
 */
export function scopeFootnoteLabel(scope: string) {
  const scoped = `${scope}-${LABEL_ID}`;
  const visit = (node: Root | RootContent) => {
    if (node.type === 'element') rename(node);
    if ('children' in node) node.children.forEach(visit);
  };
  const rename = ({ properties }: Element) => {
    if (properties.id === LABEL_ID) properties.id = scoped;
    const describedBy = properties.ariaDescribedBy;
    if (Array.isArray(describedBy))
      properties.ariaDescribedBy = describedBy.map((id) => (id === LABEL_ID ? scoped : id));
  };
  return () => (tree: Root) => visit(tree);
}
