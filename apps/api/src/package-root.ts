import { fileURLToPath } from 'node:url';

/**
 * The apps/api folder. This file sits directly in src/ and the bundle is dist/server.js, so one
 * level up is the package root both when run from source (tsx, vitest) and from the bundle.
 */
export const packageRoot = fileURLToPath(new URL('..', import.meta.url));
