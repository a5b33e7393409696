const SAFE_PROTOCOL = /^(https?|ircs?|mailto|xmpp)$/i;

/**
 * The spec's URL rule for rendered markdown: a link or image address is kept when it has no
 * protocol (relative, fragment, query) or uses http, https, irc, ircs, mailto or xmpp; anything
 * else becomes ''. It is an allow-list, so tricks like 'java\tscript:' or ' javascript:' fail
 * because their scheme is not exactly one of the allowed names.
 */
export function safeUrl(url: string): string {
  const colon = url.indexOf(':');
  if (colon === -1) return url;
  // A colon after the first '/', '?' or '#' is part of a path, query or fragment, not a scheme.
  for (const mark of ['/', '?', '#']) {
    const index = url.indexOf(mark);
    if (index !== -1 && index < colon) return url;
  }
  return SAFE_PROTOCOL.test(url.slice(0, colon)) ? url : '';
}
