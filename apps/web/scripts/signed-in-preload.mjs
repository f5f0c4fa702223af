// Writes the early script that lets a returning, signed-in visitor fetch the signed-in chunks (ADR 119) and
// the association banner beside the entry, instead of finding them a level at a time once the entry has run.
// A classic async script in the built index.html (the CSP allows no inline script); without a stored session
// it does nothing, so the sign-in page loads what it loaded before.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { Script } from 'node:vm';

const distDir = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(await readFile(new URL('.vite/manifest.json', distDir), 'utf8'));
const indexUrl = new URL('index.html', distDir);
let html = await readFile(indexUrl, 'utf8');

/** The files of the chunk groups named (ADR 119) and of all they import, less what index.html loads. */
function filesOf(pattern, skip = new Set()) {
  const groups = Object.keys(manifest).filter((key) => pattern.test(key));
  if (groups.length === 0) throw new Error(`signed-in-preload: the build made no chunk like ${pattern}`);
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of groups) visit(key);
  return [...files]
    .filter((file) => !html.includes(`/${file}"`) && !skip.has(`/${file}`))
    .map((file) => `/${file}`);
}
const wanted = filesOf(/^_signed-in(-shared)?-[\w-]+\.js$/);
// Make a payment's own chunks, for a start on /billing (or /embed/billing)
const billing = filesOf(/^_billing(-shared)?-[\w-]+\.js$/, new Set(wanted));

const script = `(function () {
  try {
    var session = JSON.parse(localStorage.getItem('hoa.session') || 'null');
    if (!session || typeof session.token !== 'string' || !session.token) return;
    var head = document.head;
    var hint = function (rel, href, as) {
      var link = document.createElement('link');
      link.rel = rel;
      link.href = href;
      if (as) link.as = as;
      if (rel === 'modulepreload') link.crossOrigin = '';
      head.appendChild(link);
    };
    var files = ${JSON.stringify(wanted)};
    if (/^(\\/embed)?\\/billing\\/?$/i.test(location.pathname)) files = files.concat(${JSON.stringify(billing)});
    files.forEach(function (href) {
      if (/\\.css$/.test(href)) hint('preload', href, 'style');
      else hint('modulepreload', href);
    });
    var stored = JSON.parse(localStorage.getItem('hoa.association') || 'null');
    var banner = stored && stored.association && stored.association.bannerUrl;
    if (typeof banner === 'string' && /^\\/[^/\\\\]/.test(banner)) {
      var image = document.createElement('link');
      image.rel = 'preload';
      image.as = 'image';
      image.href = banner;
      image.setAttribute('fetchpriority', 'high');
      head.appendChild(image);
    }
  } catch (error) {
    // storage unavailable (sandboxed frame, privacy mode): the page loads its chunks as it finds them
  }
})();
`;
// a script that does not parse hints nothing, silently: the build fails instead
new Script(script, { filename: 'signed-in-preload.js' });
const hash = createHash('sha256').update(script).digest('base64url').slice(0, 8);
const file = `assets/signed-in-preload-${hash}.js`;
await writeFile(new URL(file, distDir), script);
const tag = `<script async src="/${file}"></script>`;
if (!html.includes('<script type="module"'))
  throw new Error('signed-in-preload: no module script in index.html');
html = html.replace('<script type="module"', `${tag}\n    <script type="module"`);
await writeFile(indexUrl, html);
console.log(
  `signed-in-preload: ${wanted.length} files hinted (${billing.length} more on /billing) by /${file}`,
);
