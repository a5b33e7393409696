import 'server-only';
import { reposFor } from '@/lib/auth/repos';
import type { AuthUser } from '@/lib/auth/types';
import type { ContentRow, SectionDraft } from '@/lib/data/port';
import { sameInstant } from '@/lib/data/supabase/timestamps';
import { AppError } from '@/lib/errors';
import { revalidatePublicPages } from './publish';
import { parseSection, sectionNames, type PageName } from './registry';
import { pageLabel, sectionLabel } from './labels';

/** The sections of one page and the signed-in admin's drafts of them. */
export type PageDraft = { sections: ContentRow[]; drafts: SectionDraft[] };

function requireAdmin(user: AuthUser) {
  if (!user.isAdmin) throw new AppError('forbidden', 'Only admins can change site content.');
}

export async function loadPageDraft(user: AuthUser, page: PageName): Promise<PageDraft> {
  requireAdmin(user);
  const repos = await reposFor(user);
  const [rows, drafts] = await Promise.all([repos.content.list(), repos.pageDrafts.list()]);
  // In the page's order (the registry's), as the page shows them; the database lists them by name.
  const order: string[] = sectionNames(page);
  const place = (row: ContentRow) => (order.includes(row.sectionName) ? order.indexOf(row.sectionName) : order.length);
  const sections = rows.filter((row) => row.pageName === page).sort((a, b) => place(a) - place(b));
  const ids = new Set(sections.map((row) => row.id));
  return { sections, drafts: drafts.filter((draft) => ids.has(draft.contentId)) };
}

/**
 * Keeps an edit of one section as the admin's draft. Not validated here: a draft is work in
 * progress (a field may be empty while the owner types); publishing checks it.
 */
export async function saveSectionDraft(
  user: AuthUser,
  page: PageName,
  input: { id: string; content: unknown; baseUpdatedAt: string },
): Promise<SectionDraft> {
  requireAdmin(user);
  const repos = await reposFor(user);
  const row = await repos.content.getById(input.id);
  if (!row || row.pageName !== page) throw new AppError('not_found', 'This section is not on this page.');
  return repos.pageDrafts.put({ contentId: row.id, content: input.content, baseUpdatedAt: input.baseUpdatedAt });
}

export async function discardPageDraft(user: AuthUser, page: PageName): Promise<void> {
  const { drafts } = await loadPageDraft(user, page);
  await (await reposFor(user)).pageDrafts.remove(drafts.map((draft) => draft.contentId));
}

const names = (titles: string[]) => titles.map((title) => `“${title}”`).join(', ');

/**
 * Publishes every drafted section of a page with one action. Each is checked against the
 * version its draft began from and saved on its own (so each keeps its own history); when any
 * was changed by someone else meanwhile, or does not fit its schema, nothing is published and the
 * draft stays, naming the sections in the owner's words. `overwrite` (the owner's answer to that)
 * publishes over the newer versions, which stay in each section's history.
 */
export async function publishPageDraft(
  user: AuthUser,
  page: PageName,
  options: { overwrite?: boolean } = {},
): Promise<ContentRow[]> {
  const { sections, drafts } = await loadPageDraft(user, page);
  if (drafts.length === 0) throw new AppError('invalid_input', 'There are no changes to publish on this page.');
  const byId = new Map(sections.map((row) => [row.id, row]));
  const staged = drafts.map((draft) => ({ draft, row: byId.get(draft.contentId)! }));
  const title = ({ row }: (typeof staged)[number]) => sectionLabel(row.pageName, row.sectionName);

  const invalid = staged.flatMap((entry) => {
    const parsed = parseSection(entry.row.pageName, entry.row.sectionName, entry.draft.content);
    return parsed.ok ? [] : [`${title(entry)}: ${parsed.error.message}`];
  });
  if (invalid.length) {
    throw new AppError('invalid_input', `Nothing was published. Fix these first: ${invalid.join('; ')}.`);
  }
  const changed = staged.filter(({ draft, row }) => !sameInstant(draft.baseUpdatedAt, row.updatedAt));
  if (changed.length && !options.overwrite) throw conflictError(page, changed.map(title));

  const repos = await reposFor(user);
  const published: ContentRow[] = [];
  try {
    for (const entry of staged) {
      const { draft, row } = entry;
      // The same conditional save as one section's Save: someone publishing in between still loses nothing.
      published.push(
        await repos.content
          .update({
            id: row.id,
            content: draft.content,
            expectedUpdatedAt: options.overwrite ? row.updatedAt : draft.baseUpdatedAt,
          })
          .catch((error: unknown) => {
            if (error instanceof AppError && error.code === 'conflict') throw conflictError(page, [title(entry)]);
            throw error;
          }),
      );
      await repos.pageDrafts.remove([row.id]);
    }
  } finally {
    if (published.length) revalidatePublicPages();
  }
  return published;
}

function conflictError(page: PageName, titles: string[]): AppError {
  const which = titles.length === 1 ? `the section ${names(titles)}` : `the sections ${names(titles)}`;
  return new AppError(
    'conflict',
    `Someone else changed ${which} of ${pageLabel(page)} since your draft began, so nothing of it was published. ` +
      "Your draft is kept. Their version stays in the section's history: publish yours over it, or discard your draft.",
  );
}
