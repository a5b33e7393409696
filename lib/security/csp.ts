// Content-Security-Policy values. Pure (no env, no server-only): next.config.ts imports it too.

type Directives = Record<string, readonly string[]>;

const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

// Shared by both policies: nothing is allowed unless listed, no other site may frame a page, no
// plugins, no <base> rewriting, forms and fetches only to this origin.
const lockedDown: Directives = {
  'default-src': ["'none'"],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  'manifest-src': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'object-src': ["'none'"],
};

// Inline style attributes and the <style> tags that sonner and Radix insert at run time carry no
// nonce. CSS cannot run script, and with img-src/font-src/connect-src this tight it cannot send
// anything to another host either, so 'unsafe-inline' for styles costs little.
const styles = ["'self'", "'unsafe-inline'"];

/**
 * The admin area (proxy.ts, per request): scripts only with this request's nonce or loaded by
 * one ('strict-dynamic'). Images only from this origin, data:/blob: URLs and `imageHosts`, so a
 * prompt-injected markdown image cannot carry data to a host of the attacker's choosing.
 */
export function adminCsp(options: { nonce: string; imageHosts?: readonly string[]; dev?: boolean }): string {
  return serialize({
    ...lockedDown,
    // 'self' only matters to browsers without 'strict-dynamic' (CSP2); React needs eval in dev only.
    'script-src': ["'self'", `'nonce-${options.nonce}'`, "'strict-dynamic'", ...(options.dev ? ["'unsafe-eval'"] : [])],
    'style-src': styles,
    'img-src': ["'self'", 'data:', 'blob:', ...(options.imageHosts ?? [])],
    // "Edit page" frames the public page it edits (this origin only).
    'frame-src': ["'self'"],
  });
}

/**
 * Public pages (next.config.ts, one static header) stay static/ISR, so they cannot carry a
 * per-request nonce, and Next streams the page's RSC payload in inline <script> tags whose
 * contents change whenever the content is edited, so no fixed list of hashes fits either.
 * Hence 'unsafe-inline' for scripts here: the pages render no user input (content comes from
 * admins, escaped by React), and every other directive stays as strict as in the admin area
 * (no script from any other origin, no plugins, no framing, no exfiltration by img/fetch).
 */
export function publicCsp(options: { dev?: boolean } = {}): string {
  return serialize({
    ...lockedDown,
    'script-src': ["'self'", "'unsafe-inline'", ...(options.dev ? ["'unsafe-eval'"] : [])],
    'style-src': styles,
    // The admin area's "Edit page" draws the page in a frame; no other site may frame it.
    'frame-ancestors': ["'self'"],
    // No `data:` (nor any other scheme): Next compiles a header value holding a colon as a path
    // pattern on every request its rule matches, about 5% of serving a cached page (bench/README).
    'img-src': ["'self'"],
  });
}

/**
 * The page a reply's html/svg/mermaid preview is drawn in (app/api/portal/preview-frame). The
 * block's own inline scripts and styles run, and images it carries inline (data:) show; nothing
 * is fetched from anywhere, no form is sent, no plugin, no <base>. `sandbox` gives the page an
 * opaque origin even when opened on its own: it can read no cookie and call no API of the site.
 * Only the portal may frame it. See docs/security.md, "Previews of what the model builds".
 */
export function previewFrameCsp(): string {
  return serialize({
    'default-src': ["'none'"],
    'script-src': ["'unsafe-inline'"],
    'style-src': ["'unsafe-inline'"],
    'img-src': ['data:'],
    'font-src': ['data:'],
    'connect-src': ["'none'"],
    'form-action': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'self'"],
    sandbox: ['allow-scripts'],
  });
}

/** A fresh nonce: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Routes that send a Content-Security-Policy of their own (the attachment download's `sandbox`,
 * the preview frame's).
 * next.config.ts leaves them out of its public policy: Next keeps a header its config already set
 * and drops the route's own, so the public policy would replace the stricter one.
 */
export const OWN_POLICY_ROUTES = ['api/portal/attachments/', 'api/portal/preview-frame'] as const;
