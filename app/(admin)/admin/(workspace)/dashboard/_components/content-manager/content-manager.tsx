'use client';

import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { pageLabel } from '@/lib/content/labels';
import type { ContentRow } from '@/lib/data/port';
import { fetchSection } from './content-api';
import { EditPageLink } from './edit-page-link';
import { EmptyState } from './empty-state';
import { groupByPage } from './group-sections';
import { SiteLinksContext } from './preview-context';
import { SectionCard, type Draft } from './section-card';
import { SectionIndex, sectionAnchor } from './section-index';
import { isDirty, unsavedSectionNames } from './unsaved-sections';
import { confirmLeaving, useUnsavedGuard } from './use-unsaved-guard';

/**
 * The dashboard's content editor: one tab per page, one card per section. It starts from the
 * rows the page read on the server; a save or a discard replaces only its own row.
 */
export function ContentManager({ initialRows }: { initialRows: ContentRow[] }) {
  const [rows, setRows] = useState(initialRows);
  // Unsaved edits per section id; a row replaced from the server leaves the others' alone.
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});

  const replaceRow = useCallback((section: ContentRow) => {
    setRows((current) => current.map((row) => (row.id === section.id ? section : row)));
  }, []);

  const edit = useCallback((row: ContentRow, change: (content: unknown) => unknown) => {
    setDrafts((previous) => {
      const draft = previous[row.id];
      const content = change(draft ? draft.content : row.content);
      return { ...previous, [row.id]: { content, baseUpdatedAt: draft?.baseUpdatedAt ?? row.updatedAt } };
    });
  }, []);

  const dropDraft = useCallback((id: string) => {
    setDrafts((previous) => {
      const rest = { ...previous };
      delete rest[id];
      return rest;
    });
  }, []);

  const saved = useCallback(
    (section: ContentRow) => {
      replaceRow(section);
      dropDraft(section.id);
    },
    [dropDraft, replaceRow],
  );

  // The edits go, and the card shows the section as it is stored now (someone else's save, after a conflict).
  const discard = useCallback(
    (id: string) => {
      dropDraft(id);
      fetchSection(id).then((result) =>
        result.ok ? replaceRow(result.data) : toast.error('Error', { description: 'Failed to load page content' }),
      );
    },
    [dropDraft, replaceRow],
  );

  return (
    <Card id="content-manager" role="region" aria-labelledby="content-management-title">
      <CardHeader className="px-3 sm:px-6">
        <CardTitle>
          <h2 id="content-management-title" className="font-mono tracking-widest">
            Content Management
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="px-3 sm:px-6">
        {rows.length === 0 ? (
          <EmptyState />
        ) : (
          <PageTabs rows={rows} drafts={drafts} onEdit={edit} onSaved={saved} onDiscard={discard} />
        )}
      </CardContent>
    </Card>
  );
}

type PageTabsProps = Omit<React.ComponentProps<typeof SectionCard>, 'row' | 'draft' | 'anchor'> & {
  rows: ContentRow[];
  drafts: Record<string, Draft>;
};

function PageTabs({ rows, drafts, ...handlers }: PageTabsProps) {
  const groups = groupByPage(rows);
  // The saved links, which the previews of sections that show them use.
  const links = rows.find((row) => row.pageName === 'site' && row.sectionName === 'links')?.content;
  const [tab, setTab] = useState(groups[0]?.pageName);
  const dirtyIds = new Set(rows.filter((row) => isDirty(row, drafts[row.id])).map((row) => row.id));
  useUnsavedGuard(
    unsavedSectionNames(
      groups.flatMap((group) => group.sections),
      drafts,
    ),
  );
  // Drafts survive a tab switch (the tabs stay mounted), but the edits drop out of sight: ask first.
  const switchTab = (next: string) => {
    if (confirmLeaving(unsavedSectionNames(groups.find((group) => group.pageName === tab)?.sections ?? [], drafts)))
      setTab(next);
  };
  return (
    <SiteLinksContext value={links}>
      {/* Manual activation: arrow keys only move focus, so the question comes once, on click or Enter. */}
      <Tabs value={tab} onValueChange={switchTab} activationMode="manual">
        {/* Seven pages wrap to a second row on a phone: the list grows with them (the kit fixes its height). */}
        <TabsList className="h-auto flex-wrap justify-start group-data-[orientation=horizontal]/tabs:h-auto">
          {groups.map(({ pageName }) => (
            <TabsTrigger key={pageName} value={pageName} className="h-8 flex-none">
              {pageLabel(pageName)}
            </TabsTrigger>
          ))}
        </TabsList>
        {groups.map(({ pageName, sections }) => (
          // Kept mounted while hidden, so that a section's JSON text and messages survive a tab switch.
          <TabsContent
            key={pageName}
            value={pageName}
            forceMount
            className="grid gap-4 data-[state=inactive]:hidden lg:grid-cols-[minmax(0,1fr)_11rem]"
          >
            <SectionIndex pageName={pageName} sections={sections} dirtyIds={dirtyIds} />
            <div className="grid min-w-0 gap-4">
              <EditPageLink pageName={pageName} />
              {sections.map((row) => (
                <SectionCard key={row.id} anchor={sectionAnchor(row)} row={row} draft={drafts[row.id]} {...handlers} />
              ))}
            </div>
          </TabsContent>
        ))}
      </Tabs>
    </SiteLinksContext>
  );
}
