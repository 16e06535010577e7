import { config, z } from "zod";

/**
 * zod for the site's forms. Left to itself, zod probes for `new Function` to
 * compile faster validators; under the site's Content-Security-Policy (no
 * 'unsafe-eval') that probe is refused and reported as a violation on every
 * form. The forms are small: the plain validators are fast enough.
 */
config({ jitless: true });

export { z };
