import { FileTextIcon } from 'lucide-react';
import { sourcesLine } from '@/lib/ai/attachments/chunks/sources-line';
import type { DocumentSource } from '@/lib/data/port';

/** Under a reply given parts of long files: which parts ("Sources: report.pdf, pages 3 and 7"). */
export function SourcesLine({ sources }: { sources: DocumentSource[] | undefined }) {
  const line = sourcesLine(sources);
  if (!line) return null;
  return (
    <p data-sources className="mt-2 flex items-start gap-1.5 text-xs text-muted-foreground [overflow-wrap:anywhere]">
      <FileTextIcon aria-hidden className="mt-px size-3.5 shrink-0" />
      <span>{line}</span>
    </p>
  );
}
