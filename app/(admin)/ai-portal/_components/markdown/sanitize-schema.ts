import { defaultSchema, type Options as Schema } from 'rehype-sanitize';

// Removed with their contents: nothing inside them is meant to be read as text.
const STRIPPED = ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'select'];
// picture/source carry srcset, which the URL rule does not see.
const NOT_ALLOWED = new Set([...STRIPPED, 'form', 'button', 'picture', 'source']);
// accessKey and tabIndex would let a reply change the page's keyboard behaviour.
const NOT_ALLOWED_GLOBAL = new Set(['accessKey', 'tabIndex']);

/**
 * GitHub's sanitisation schema (rehype-sanitize's default), tightened for chat replies. It has
 * no `style` attribute and no `on*` handlers to begin with; those stay out.
 */
export const markdownSchema: Schema = {
  ...defaultSchema,
  tagNames: (defaultSchema.tagNames ?? []).filter((name) => !NOT_ALLOWED.has(name)),
  attributes: Object.fromEntries(
    Object.entries(defaultSchema.attributes ?? {})
      .filter(([tag]) => !NOT_ALLOWED.has(tag))
      .map(([tag, list]) => [
        tag,
        tag === '*' ? list.filter((attribute) => !NOT_ALLOWED_GLOBAL.has(String(attribute))) : list,
      ]),
  ),
  // Task lists: any <input> becomes a disabled checkbox (markdown.tsx then drops all but `checked`).
  required: { input: { type: 'checkbox', disabled: true } },
  strip: [...new Set([...(defaultSchema.strip ?? []), ...STRIPPED])],
};
