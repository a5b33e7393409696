import { useId, useMemo } from 'react';
import ReactMarkdown, { type Components, type Options } from 'react-markdown';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { CodeBlock } from './code-block';
import './code-highlight.css';
import { imageAllowed, useImageHosts } from './image-hosts';
import { MarkdownSource } from './markdown-source';
import { markdownSchema } from './sanitize-schema';
import { safeUrl } from './safe-url';
import { scopeFootnoteLabel } from './scope-footnote-label';

// Tables, strikethrough, task lists and bare links, as people paste them from GitHub.
const remarkPlugins: Options['remarkPlugins'] = [remarkGfm];
// Raw HTML is parsed first, then everything (markdown and HTML alike) goes through the sanitiser.
// Code is highlighted after that, from the sanitised tree (CodeBlock).
const rehypePluginsFor = (scope: string): Options['rehypePlugins'] => [
  scopeFootnoteLabel(scope),
  rehypeRaw,
  [rehypeSanitize, markdownSchema],
];

// A reply's headings are not the page's outline (one h1, ordered levels): they render as bold lines.
function Heading({ node, ...props }: React.ComponentProps<'p'> & { node?: unknown }) {
  void node;
  return <p {...props} className="font-bold" />;
}

const focusRing = 'rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';

const linkRel = 'noopener noreferrer nofollow';

// rehype-sanitize prefixes every id and name with this, so a reply cannot shadow a global.
const ID_PREFIX = 'user-content-';
const inPageHref = (href: string) => (href.startsWith(`#${ID_PREFIX}`) ? href : `#${ID_PREFIX}${href.slice(1)}`);

const alignClasses = { left: 'text-left', center: 'text-center', right: 'text-right' } as const;

/**
 * A table cell with the column's alignment. react-markdown turns `align` into an inline style; it
 * becomes a class instead, so replies never leave a style attribute behind.
 */
function cell(Tag: 'td' | 'th') {
  return function Cell({ node, style, ...props }: React.ComponentProps<'td'> & { node?: unknown }) {
    void node;
    const align = style?.textAlign as keyof typeof alignClasses | undefined;
    return <Tag {...props} className={align ? alignClasses[align] : undefined} />;
  };
}

/**
 * An image from a host the CSP does not list would be blocked (a prompt-injected image is a way to
 * send data to an attacker's server), so it becomes a link the user can choose to open instead.
 */
function Image({ node, src, alt, ...props }: React.ComponentProps<'img'> & { node?: unknown }) {
  void node;
  const hosts = useImageHosts();
  if (typeof src !== 'string' || !src) return null;
  // A model's image at an address of its choosing: next/image would need every host configured.
  // eslint-disable-next-line @next/next/no-img-element
  if (imageAllowed(src, hosts)) return <img src={src} alt={alt ?? ''} {...props} />;
  return (
    <a href={src} target="_blank" rel={linkRel}>
      {`Image: ${alt || src}`}
    </a>
  );
}

const components: Components = {
  img: Image,
  // A reply's links leave the portal: new tab, no opener, no referrer, no endorsement. A link
  // within the reply (a footnote) stays, and points at the id as the sanitiser prefixed it.
  a: ({ node, href, ...props }) => {
    void node;
    if (href?.startsWith('#')) return <a {...props} href={inPageHref(href)} />;
    return <a {...props} href={href} target="_blank" rel={linkRel} />;
  },
  pre: CodeBlock,
  // A task-list box shows the state the reply gave it; nothing else of a raw <input> is kept. Its
  // name says what it is; the item's text follows it.
  input: ({ checked }) => <input type="checkbox" disabled defaultChecked={Boolean(checked)} aria-label="Task" />,
  // Wide tables scroll sideways; keyboard users need to reach them to scroll them.
  table: ({ node, ...props }) => {
    void node;
    return (
      <div tabIndex={0} className={`overflow-x-auto ${focusRing}`}>
        <table {...props} />
      </div>
    );
  },
  td: cell('td'),
  th: cell('th'),
  h1: Heading,
  h2: Heading,
  h3: Heading,
  h4: Heading,
  h5: Heading,
  h6: Heading,
};

const styles = [
  'space-y-3 [overflow-wrap:anywhere]',
  '[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4',
  '[&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5',
  '[&_code]:font-mono [&_code]:text-[0.9em] [&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-muted [&_:not(pre)>code]:px-1',
  '[&_.contains-task-list]:list-none [&_.contains-task-list]:pl-1 [&_.task-list-item_input]:mr-2',
  '[&_del]:text-muted-foreground',
  '[&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground',
  '[&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2',
  '[&_img]:max-w-full',
].join(' ');

/**
 * Markdown from a model, rendered safely: see sanitize-schema.ts and safe-url.ts for the rules.
 * `streaming`: more of this text is still to come (its last code block may be unfinished).
 */
export function Markdown({ children, streaming = false }: { children: string; streaming?: boolean }) {
  // Footnote ids get one prefix per rendered reply, so two replies' notes on one page never clash
  // and each note link reaches its own reply; the sanitiser then adds its prefix in front.
  const scope = useId().replace(/[^a-zA-Z0-9]/g, '');
  const remarkRehypeOptions = useMemo(() => ({ clobberPrefix: `${scope}-` }), [scope]);
  const rehypePlugins = useMemo(() => rehypePluginsFor(scope), [scope]);
  const source = useMemo(() => ({ markdown: children, streaming }), [children, streaming]);
  return (
    <div className={styles}>
      <MarkdownSource value={source}>
        <ReactMarkdown
          remarkPlugins={remarkPlugins}
          rehypePlugins={rehypePlugins}
          remarkRehypeOptions={remarkRehypeOptions}
          urlTransform={safeUrl}
          components={components}
        >
          {children}
        </ReactMarkdown>
      </MarkdownSource>
    </div>
  );
}
