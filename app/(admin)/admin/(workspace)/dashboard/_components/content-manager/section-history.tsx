'use client';

import { History } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import type { ContentRow, ContentVersion } from '@/lib/data/port';
import { fetchSectionHistory, restoreSectionVersion } from './content-api';
import { LocalTime } from '@/app/(admin)/_components/local-time';
import { labelledValues } from '@/lib/content/labels';

type SectionHistoryProps = {
  row: ContentRow;
  title: string;
  /** True while the card holds edits that restoring would replace. */
  dirty: boolean;
  onRestored: (section: ContentRow) => void;
};

/** The earlier versions of one section: look at any of them, and put one back as a new save. */
export function SectionHistory({ row, title, dirty, onRestored }: SectionHistoryProps) {
  const [open, setOpen] = useState(false);
  const [versions, setVersions] = useState<ContentVersion[] | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function load() {
    setVersions(null);
    setProblem(null);
    try {
      setVersions(await fetchSectionHistory(row.id));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The history could not be loaded.');
    }
  }

  async function restore(version: ContentVersion) {
    setBusy(true);
    const outcome = await restoreSectionVersion({
      id: row.id,
      versionId: version.id,
      expectedUpdatedAt: row.updatedAt,
    });
    setBusy(false);
    if (!outcome.ok) {
      setProblem(outcome.message);
      return;
    }
    toast.success('Version restored', { description: `${title} is back to the version saved by ${version.savedBy}.` });
    setOpen(false);
    onRestored(outcome.data);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setViewing(null);
        if (next) void load();
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="ghost" size="sm">
          <History aria-hidden /> History
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>History of {title}</DialogTitle>
          <DialogDescription>
            Current version saved <LocalTime iso={row.updatedAt} format="precise" /> by {row.updatedBy}. Restoring an
            earlier version saves it as the newest one, so a restore can be undone the same way.
          </DialogDescription>
        </DialogHeader>
        {dirty && (
          <p className="text-muted-foreground text-sm">Restoring replaces the unsaved edits in this section.</p>
        )}
        {problem && (
          <Alert variant="destructive">
            <AlertDescription>{problem}</AlertDescription>
          </Alert>
        )}
        {versions === null && !problem && <p className="text-muted-foreground text-sm">Loading history...</p>}
        {versions?.length === 0 && (
          <p className="text-muted-foreground text-sm">No earlier versions yet: each save keeps the one it replaces.</p>
        )}
        {versions && versions.length > 0 && (
          <ol className="grid gap-3" aria-label={`Earlier versions of ${title}`}>
            {versions.map((version) => (
              <li key={version.id} className="grid gap-2 rounded-md border p-3">
                <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span>
                    Saved <LocalTime iso={version.savedAt} format="precise" /> by{' '}
                    <span className="font-medium">{version.savedBy}</span>
                  </span>
                  <span className="flex gap-2">
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      aria-expanded={viewing === version.id}
                      onClick={() => setViewing(viewing === version.id ? null : version.id)}
                    >
                      {viewing === version.id ? 'Hide' : 'View'}
                    </Button>
                    <Button type="button" size="sm" disabled={busy} onClick={() => void restore(version)}>
                      Restore
                    </Button>
                  </span>
                </div>
                {viewing === version.id && (
                  <VersionText pageName={row.pageName} sectionName={row.sectionName} content={version.content} />
                )}
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** A kept version as its fields in words, the way the form names them. */
function VersionText({ pageName, sectionName, content }: { pageName: string; sectionName: string; content: unknown }) {
  return (
    <dl className="bg-muted grid max-h-64 gap-2 overflow-auto rounded p-2 text-sm">
      {labelledValues(pageName, sectionName, content).map(({ label, value }, index) => (
        <div key={index} className="grid gap-0.5">
          <dt className="text-muted-foreground text-xs">{label}</dt>
          <dd className="whitespace-pre-wrap [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
