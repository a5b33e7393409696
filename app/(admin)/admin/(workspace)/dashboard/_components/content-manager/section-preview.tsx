'use client';

import { Component, type ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { parseSection } from '@/lib/content/registry';
import { usePreviewSetup } from './preview-context';

type PreviewProps = { pageName: string; sectionName: string; title: string; content: unknown };

/**
 * The section with its unsaved edits, drawn by the public site's own components. A draft that
 * does not fit the section's schema is not rendered (the public page would not render it either:
 * it falls back to the default), and a message says why.
 */
export function SectionPreview({ pageName, sectionName, title, content }: PreviewProps) {
  const setup = usePreviewSetup();
  const parsed = parseSection(pageName, sectionName, content);
  let body: ReactNode;
  if (!setup) body = <p className="p-4 text-sm text-muted-foreground">No preview is available here.</p>;
  else if (!parsed.ok)
    body = (
      <Alert variant="destructive" className="m-4 w-auto">
        <AlertTitle>This draft cannot be previewed</AlertTitle>
        <AlertDescription>
          <p>It does not fit the section, so the site would not show it: {parsed.error.message}</p>
        </AlertDescription>
      </Alert>
    );
  else
    body = (
      <RenderGuard>
        <setup.Render pageName={pageName} sectionName={sectionName} content={parsed.content} links={setup.links} />
      </RenderGuard>
    );
  return (
    <section
      aria-label={`Preview of ${title}`}
      className="max-h-[80vh] min-w-0 overflow-auto rounded-lg border bg-background"
      // The public components carry the public page's ids; inside the dashboard they are only
      // labels, and the easter egg's and header's scripts ignore the admin area.
      data-testid="section-preview"
    >
      {body}
    </section>
  );
}

/** A public component that throws on an odd draft shows a message instead of taking the dashboard down. */
class RenderGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidUpdate(previous: { children: ReactNode }) {
    if (this.state.failed && previous.children !== this.props.children) this.setState({ failed: false });
  }
  render() {
    if (this.state.failed)
      return <p className="p-4 text-sm text-destructive">The preview could not be drawn for this draft.</p>;
    return this.props.children;
  }
}
