import 'server-only';
import { expireImplicitTags } from './implicit-tags';
import { installPageCache } from './page-cache';
import { decideInternals, installedNextVersion, type InternalsSetting } from './switch';

/**
 * The one wall around Next's private modules and state (docs/architecture.md, "Next internals").
 * Everything here buys speed on the public pages and nothing else; with the internals off
 * (NEXT_INTERNALS=off, or a Next version outside TESTED_NEXT) the same pages are served through
 * Next's public path. ESLint keeps `next/dist/*` out of every other file (eslint.config.mjs).
 */

type State = { on: boolean };
// On globalThis: instrumentation and the app's routes are bundled separately, so module state is not shared.
const KEY = Symbol.for('app.next-internals');
const global = globalThis as unknown as Record<symbol, State | undefined>;

/**
 * Decides once, at start and before the first request, whether the internals are used, and installs
 * them if so: the page cache (critical CSS, Latin-1, pages written from held bytes). Later calls
 * keep the first decision.
 */
export function installNextInternals(setting: InternalsSetting): boolean {
  const decided = global[KEY];
  if (decided) return decided.on;
  const { on, warning } = decideInternals(setting, installedNextVersion());
  if (warning) console.warn(warning);
  else if (!on) console.info("NEXT_INTERNALS=off: the public pages are served through Next's public path only.");
  global[KEY] = { on };
  if (!on) return false;
  try {
    installPageCache();
  } catch (error) {
    // A failed register() leaves Next answering 500 to everything: off, and every page still served.
    console.warn("Next's page cache could not be extended, so the internals are off:", error);
    global[KEY] = { on: false };
  }
  return global[KEY].on;
}

/** Whether this process uses Next's internals (false until installNextInternals has decided). */
export function nextInternalsOn(): boolean {
  return global[KEY]?.on ?? false;
}

/**
 * Expires, as of `at`, every public page (all that sit under the root layout), the resume and the
 * sitemap held in Next's page cache, as revalidatePath('/', 'layout'), revalidatePath('/resume.pdf')
 * and revalidatePath('/sitemap.xml') do.
 * False when it could not: the internals are off, or Next moved its tag table.
 */
export function expirePublicPagesAt(at: number): boolean {
  if (!nextInternalsOn()) return false;
  try {
    expireImplicitTags(['/layout', '/resume.pdf', '/sitemap.xml'], at);
    return true;
  } catch (error) {
    console.warn("Next's tag table could not be reached:", error);
    return false;
  }
}

/** Longer than any page render: one under way at a save has stored its page by then. */
const RENDER_GRACE_MS = 5_000;
const followUp: { timer: NodeJS.Timeout | null; dueAt: number } = { timer: null, dueAt: 0 };

/**
 * After a save (revalidatePath has expired the pages): expires them once more when every render
 * under way at the save has stored its page. Next dates a page when it stores it, not when its
 * render read the content, so a render that read the text before the save and finished after it
 * would otherwise be served as fresh until the pages' 300 s revalidation. Saves in quick
 * succession share one follow-up, due `graceMs` after the last. False with the internals off.
 */
export function expireRendersUnderWay(graceMs = RENDER_GRACE_MS): boolean {
  if (!nextInternalsOn()) return false;
  followUp.dueAt = Date.now() + graceMs;
  const fire = () => {
    followUp.timer = null;
    expirePublicPagesAt(Date.now());
    if (Date.now() < followUp.dueAt) arm();
  };
  const arm = () => {
    followUp.timer = setTimeout(fire, Math.max(0, followUp.dueAt - Date.now()));
    followUp.timer.unref();
  };
  if (!followUp.timer) arm();
  return true;
}
