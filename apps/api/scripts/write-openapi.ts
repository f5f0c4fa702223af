// Writes the API's OpenAPI document to a file (default: apps/api/dist/openapi.json) without a server or
// a database: `npm run lint` checks it with Redocly's recommended rules (ADR 101).
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/load-config';
import { wrapPglite } from '../src/db/database';

const out = path.resolve(process.argv[2] ?? 'apps/api/dist/openapi.json');
const database = wrapPglite(new PGlite(), 'memory');
await database.migrate();
const app = await buildApp(
  loadConfig({
    DATA_DIR: path.join(tmpdir(), 'hoa-openapi-unused'),
    WEB_DIST_DIR: path.join(tmpdir(), 'hoa-openapi-no-web-dist'),
    LOG_LEVEL: 'silent',
  }),
  { database },
);
await app.ready();
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
await database.close();
console.log(`OpenAPI document written to ${path.relative(process.cwd(), out)}`);
