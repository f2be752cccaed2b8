// The page's Content-Security-Policy forbids eval (docs/decisions/032). zod probes for eval once
// with a caught `new Function`, which the browser still reports as a policy violation; jitless
// skips the probe, and zod parses without generated code, as it has to under the policy anyway.
// Imported first by main.tsx, before any schema parses.
import { z } from 'zod';

z.config({ jitless: true });
