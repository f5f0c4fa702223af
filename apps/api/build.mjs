// Bundles src/server.ts into dist/server.js, and the text-extraction worker thread's entry into
// dist/extract-text-worker.js next to it (the server starts it by that name, ADR 097). @hoa/contracts
// is TypeScript source, so it is bundled; every other dependency stays external and is loaded from
// node_modules at run time. An optional argument names another output folder (the crash tests build
// one per test run: it must lie below apps/api, where the external dependencies resolve).

import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => name !== '@hoa/contracts',
);

await build({
  entryPoints: {
    server: new URL('./src/server.ts', import.meta.url).pathname,
    'extract-text-worker': new URL('./src/modules/documents/extract-text-worker.ts', import.meta.url)
      .pathname,
  },
  outdir: process.argv[2] ?? new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: process.argv[2] ? 'warning' : 'info',
});
