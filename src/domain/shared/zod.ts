import { z } from 'zod';

// zod probes for `new Function` to speed up parsing; the shop's CSP forbids eval, and the
// probe alone logs a CSP violation in the browser. Parsing without it is fast enough here.
z.config({ jitless: true });

export { z };
