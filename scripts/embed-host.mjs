// Serves docs/embed-example.html, an association's page that embeds the portal, from its own origin.
//   PORT: where this page is served (default 8080); PORTAL_URL: the portal (default http://localhost:3000).
// The portal must list this origin in FRAME_ANCESTORS, e.g. FRAME_ANCESTORS="'self' http://localhost:8080".
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 8080);
const portalUrl = (process.env.PORTAL_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const page = readFileSync(join(root, 'docs', 'embed-example.html'), 'utf8').replaceAll(
  'http://localhost:3000',
  portalUrl,
);

createServer((request, response) => {
  if (request.url === '/' || request.url?.startsWith('/?')) {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(page);
    return;
  }
  response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  response.end('Not found');
}).listen(port, process.env.HOST ?? '127.0.0.1', () => {
  process.stdout.write(`The example host page: http://localhost:${port}/ (portal ${portalUrl})\n`);
});
