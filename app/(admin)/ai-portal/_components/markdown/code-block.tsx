'use client';

import type { Element, ElementContent, RootContent } from 'hast';
import { Eye } from 'lucide-react';
import { memo, useContext, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { lowlight as Highlighter } from './highlighter';
import { CopyButton } from './copy-button';
import { MarkdownSource } from './markdown-source';
import { CodePreview } from './preview/code-preview';
import { fenceClosed, previewKindOf } from './preview/preview-kind';
import { useHighlighter } from './use-highlighter';

const focusRing = 'rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';

const isCode = (node: ElementContent): node is Element => node.type === 'element' && node.tagName === 'code';

const textOf = (node: RootContent | ElementContent): string =>
  node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(textOf).join('') : '';

const classesOf = (node: Element | undefined): string[] =>
  Array.isArray(node?.properties.className) ? node.properties.className.map(String) : [];

/**
 * The highlighter's tokens as React elements. Only spans with their hljs-* classes and text are
 * made, whatever the tree holds: no other element, attribute or style can come out of it.
 */
function tokens(nodes: RootContent[]): React.ReactNode[] {
  return nodes.map((node, index) =>
    node.type === 'text' ? (
      node.value
    ) : node.type === 'element' ? (
      <span key={index} className={classesOf(node).join(' ')}>
        {tokens(node.children)}
      </span>
    ) : null,
  );
}

type HighlightedProps = { lowlight: typeof Highlighter; language: string; text: string };

// Memoised on its text: while a reply streams, only the block still growing is highlighted again.
const Highlighted = memo(function Highlighted({ lowlight, language, text }: HighlightedProps) {
  return tokens(lowlight.highlight(language, text).children);
});

/** Whether the block has all its text: the reply is done, or the block's closing fence has arrived. */
function useComplete(node: Element | undefined): boolean {
  const { markdown, streaming } = useContext(MarkdownSource);
  const start = node?.position?.start.offset;
  const end = node?.position?.end.offset;
  return !streaming || (start !== undefined && end !== undefined && fenceClosed(markdown.slice(start, end)));
}

/**
 * A fenced code block: a bar with its language and a copy button, then the code, which scrolls
 * sideways inside the block instead of widening the page (focusable, so the keyboard can scroll
 * it). It gets the sanitised tree, and highlighting starts from the code's text only. An html,
 * svg or mermaid block, once complete, also gets Preview: drawn in a sandboxed frame instead.
 */
export function CodeBlock({ node, children, ...props }: React.ComponentProps<'pre'> & { node?: Element }) {
  const lowlight = useHighlighter();
  const code = node?.children.find(isCode);
  const classes = classesOf(code);
  const language = classes.find((name) => name.startsWith('language-'))?.slice('language-'.length) ?? null;
  const text = code ? textOf(code) : '';
  const known = lowlight && language && lowlight.registered(language) ? language : null;
  const complete = useComplete(node);
  const [previewing, setPreviewing] = useState(false);
  const kind = complete ? previewKindOf(language) : null;
  return (
    <div className="max-w-full min-w-0 rounded-md bg-muted">
      {/* The portal's own control, marked so the XSS tests can tell it from a reply's markup. */}
      <div
        data-portal-control
        className="flex items-center justify-between gap-2 px-3 pt-1 text-xs text-muted-foreground"
      >
        <span className="truncate font-mono">{language ?? 'code'}</span>
        <span className="inline-flex items-center gap-1">
          {kind && (
            <Button
              type="button"
              variant="ghost"
              size="xs"
              className="aria-pressed:bg-accent aria-pressed:text-accent-foreground"
              aria-pressed={previewing}
              title={previewing ? 'Show the code again' : 'Show what the block draws'}
              onClick={() => setPreviewing(!previewing)}
            >
              <Eye aria-hidden />
              Preview
            </Button>
          )}
          <CopyButton label="Copy code" text={() => text.replace(/\n$/, '')} />
        </span>
      </div>
      {kind && previewing ? (
        <div data-portal-control>
          <CodePreview kind={kind} source={text.replace(/\n$/, '')} />
        </div>
      ) : (
        <pre {...props} tabIndex={0} className={`max-w-full overflow-x-auto p-3 pt-1 ${focusRing}`}>
          {lowlight && known ? (
            <code className={['hljs', ...classes].join(' ')}>
              <Highlighted lowlight={lowlight} language={known} text={text} />
            </code>
          ) : (
            children
          )}
        </pre>
      )}
    </div>
  );
}
