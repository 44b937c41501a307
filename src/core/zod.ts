import { z } from 'zod';

// zod compiles object parsers with `new Function` where it may, and tries it once to find out.
// In the browser our CSP forbids that, and the try itself is reported as a violation (Lighthouse
// counts it against best practices): there, parse without compiling. The server keeps it.
if (typeof document !== 'undefined') z.config({ jitless: true });

/** zod, configured for where it runs: core modules import it from here. */
export { z };
