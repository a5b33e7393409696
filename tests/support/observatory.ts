/**
 * The MDN HTTP Observatory's published scoring (developer.mozilla.org/en-US/observatory/docs/
 * tests_and_scoring), for the tests that one response's headers decide. Redirection (HTTP to
 * HTTPS) needs a deployment and scores 0 here; SRI scores 0 because every script is same-origin;
 * HSTS is read as if the response came over HTTPS (browsers ignore it over HTTP).
 */
export type Result = { test: string; result: string; modifier: number };
export type Score = { score: number; grade: string; results: Result[] };

const BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const BROAD_OR_INLINE = new Set([...BROAD, "'unsafe-inline'", 'data:']);
const isNonceOrHash = (source: string) => /^'(nonce|sha256|sha384|sha512)-/.test(source);

export function parseCsp(value: string): Map<string, Set<string>> {
  const policy = new Map<string, Set<string>>();
  for (const part of value.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (!name) continue;
    // A repeated directive is ignored by browsers; the first one counts.
    if (!policy.has(name.toLowerCase())) policy.set(name.toLowerCase(), new Set(sources.map((s) => s.toLowerCase())));
  }
  return policy;
}

function csp(value: string | undefined, https: boolean): Result {
  const result = (name: string, modifier: number) => ({ test: 'content-security-policy', result: name, modifier });
  if (!value) return result('csp-not-implemented', -25);
  const policy = parseCsp(value);
  const fallback = (name: string) => new Set(policy.get(name) ?? policy.get('default-src') ?? ['*']);
  const script = fallback('script-src');
  const style = fallback('style-src');
  const object = fallback('object-src');
  // With a nonce or hash, browsers ignore 'unsafe-inline'; with 'strict-dynamic' also hosts and 'self'.
  for (const list of [script, style]) if ([...list].some(isNonceOrHash)) list.delete("'unsafe-inline'");
  if (script.has("'strict-dynamic'")) {
    if (![...script].some(isNonceOrHash)) return result('csp-header-invalid', -25);
    for (const source of script)
      if (source === "'self'" || [...BROAD].some((broad) => source.startsWith(broad))) script.delete(source);
  }
  const passive = ['img-src', 'media-src'].flatMap((name) => [
    ...(policy.get(name) ?? policy.get('default-src') ?? []),
  ]);
  const active = [...policy]
    .filter(([name]) => !['img-src', 'media-src', 'script-src'].includes(name))
    .flatMap(([, sources]) => [...sources])
    .concat([...script]);
  const insecure = (sources: string[]) => https && sources.some((s) => s.startsWith('http:') || s.startsWith('ftp:'));

  if ([...script].some((s) => BROAD_OR_INLINE.has(s)) || [...object].some((s) => BROAD.has(s)))
    return result('csp-implemented-with-unsafe-inline', -20);
  if (insecure(active)) return result('csp-implemented-with-insecure-scheme', -20);
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'")) return result('csp-implemented-with-unsafe-eval', -10);
  if (insecure(passive)) return result('csp-implemented-with-insecure-scheme-in-passive-content-only', -10);
  if ([...style].some((s) => BROAD_OR_INLINE.has(s)))
    return result('csp-implemented-with-unsafe-inline-in-style-src-only', 0);
  const defaultSrc = policy.get('default-src');
  if (defaultSrc?.size === 1 && defaultSrc.has("'none'"))
    return result('csp-implemented-with-no-unsafe-default-src-none', 10);
  return result('csp-implemented-with-no-unsafe', 5);
}

function hsts(value: string | undefined): Result {
  const result = (name: string, modifier: number) => ({ test: 'strict-transport-security', result: name, modifier });
  if (!value) return result('hsts-not-implemented', -20);
  const maxAge = /(?:^|;)\s*max-age=(\d+)/i.exec(value)?.[1];
  if (value.includes(',') || maxAge === undefined) return result('hsts-header-invalid', -20);
  return Number(maxAge) < 15_552_000
    ? result('hsts-implemented-max-age-less-than-six-months', -10)
    : result('hsts-implemented-max-age-at-least-six-months', 0);
}

function cookies(setCookies: string[], hstsPasses: boolean): Result {
  const result = (name: string, modifier: number) => ({ test: 'cookies', result: name, modifier });
  if (setCookies.length === 0) return result('cookies-not-found', 0);
  // Worst first, as the Observatory ranks them.
  const found = new Set<string>();
  let missingSameSite = false;
  for (const raw of setCookies) {
    const [pair, ...attributes] = raw.split(';').map((part) => part.trim());
    const name = pair!.split('=')[0]!.toLowerCase();
    const flags = new Map(
      attributes.map((a) => [a.split('=')[0]!.toLowerCase(), (a.split('=')[1] ?? '').toLowerCase()]),
    );
    const session = name.includes('login') || name.includes('sess');
    const secure = flags.has('secure');
    const sameSite = flags.get('samesite');
    if (sameSite !== undefined && !['lax', 'strict', 'none'].includes(sameSite))
      found.add('cookies-samesite-flag-invalid');
    if (sameSite === 'none' && !secure) found.add('cookies-samesite-flag-invalid');
    if (!secure)
      found.add(hstsPasses ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag');
    if (name.includes('csrf') && !sameSite) found.add('cookies-anticsrf-without-samesite-flag');
    if (session && !secure)
      found.add(
        hstsPasses
          ? 'cookies-session-without-secure-flag-but-protected-by-hsts'
          : 'cookies-session-without-secure-flag',
      );
    if (session && !flags.has('httponly')) found.add('cookies-session-without-httponly-flag');
    if (!sameSite) missingSameSite = true;
  }
  const ranked: [string, number][] = [
    ['cookies-session-without-secure-flag', -40],
    ['cookies-session-without-httponly-flag', -30],
    ['cookies-anticsrf-without-samesite-flag', -20],
    ['cookies-samesite-flag-invalid', -20],
    ['cookies-session-without-secure-flag-but-protected-by-hsts', -10],
    ['cookies-without-secure-flag', -20],
    ['cookies-without-secure-flag-but-protected-by-hsts', -5],
  ];
  const worst = ranked.find(([name]) => found.has(name));
  if (worst) return result(...worst);
  return missingSameSite
    ? result('cookies-secure-with-httponly-sessions', 0)
    : result('cookies-secure-with-httponly-sessions-and-samesite', 5);
}

/** Scores one response: `headers` as name/value pairs (Set-Cookie may repeat), names in any case. */
export function observatoryScore(headers: { name: string; value: string }[], options: { https?: boolean } = {}): Score {
  const all = (name: string) => headers.filter((h) => h.name.toLowerCase() === name).map((h) => h.value);
  const one = (name: string) => all(name)[0];
  const https = options.https ?? true;
  const hstsResult = hsts(one('strict-transport-security'));
  const cspResult = csp(all('content-security-policy').join(', ') || undefined, https);
  const referrer = one('referrer-policy')
    ?.split(',')
    .map((p) => p.trim().toLowerCase())
    .at(-1);
  const acao = one('access-control-allow-origin');
  const corp = one('cross-origin-resource-policy')?.trim().toLowerCase();
  const xfo = one('x-frame-options')?.trim().toLowerCase();
  const results: Result[] = [
    cspResult,
    cookies(all('set-cookie'), hstsResult.modifier >= 0),
    acao && acao !== '*' && one('access-control-allow-credentials')?.toLowerCase() === 'true'
      ? { test: 'cross-origin-resource-sharing', result: 'cors-with-credentials-for-this-origin', modifier: -50 }
      : {
          test: 'cross-origin-resource-sharing',
          result: acao ? 'cors-restricted-or-public' : 'cors-not-implemented',
          modifier: 0,
        },
    { test: 'redirection', result: 'not-applicable-locally', modifier: 0 },
    !referrer
      ? { test: 'referrer-policy', result: 'referrer-policy-not-implemented', modifier: 0 }
      : ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer)
        ? { test: 'referrer-policy', result: 'referrer-policy-private', modifier: 5 }
        : { test: 'referrer-policy', result: 'referrer-policy-unsafe-or-invalid', modifier: -5 },
    hstsResult,
    {
      test: 'subresource-integrity',
      result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
      modifier: 0,
    },
    one('x-content-type-options')?.trim().toLowerCase() === 'nosniff'
      ? { test: 'x-content-type-options', result: 'x-content-type-options-nosniff', modifier: 0 }
      : { test: 'x-content-type-options', result: 'x-content-type-options-missing-or-invalid', modifier: -5 },
    parseCsp(all('content-security-policy').join(';')).has('frame-ancestors')
      ? { test: 'x-frame-options', result: 'x-frame-options-implemented-via-csp', modifier: 5 }
      : xfo === 'deny' || xfo === 'sameorigin' || xfo?.startsWith('allow-from')
        ? { test: 'x-frame-options', result: 'x-frame-options-sameorigin-or-deny', modifier: 0 }
        : { test: 'x-frame-options', result: 'x-frame-options-missing-or-invalid', modifier: -20 },
    corp === 'same-origin' || corp === 'same-site'
      ? { test: 'cross-origin-resource-policy', result: `corp-implemented-with-${corp}`, modifier: 10 }
      : {
          test: 'cross-origin-resource-policy',
          result: corp && corp !== 'cross-origin' ? 'corp-header-invalid' : 'corp-not-restricting',
          modifier: corp && corp !== 'cross-origin' ? -5 : 0,
        },
  ];
  // Bonus points count only when the score without them is already an A (90).
  const penalties = 100 + results.reduce((sum, r) => sum + Math.min(r.modifier, 0), 0);
  const score = Math.max(0, penalties >= 90 ? 100 + results.reduce((sum, r) => sum + r.modifier, 0) : penalties);
  return { score, grade: grade(score), results };
}

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];
export const grade = (score: number) => GRADES.find(([min]) => score >= min)![1];
