import { z } from 'zod';

// In the browser, zod probes for eval (`new Function`) the first time it builds an object schema.
// Under the admin area's CSP (no 'unsafe-eval') the probe is refused, and the browser reports a
// CSP violation for it. Import this module before any schema is built in code that reaches the
// browser; the server keeps zod's faster compiled parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });
