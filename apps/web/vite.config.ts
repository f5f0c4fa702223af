import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Rolldown } from 'vite';

const source = (path: string) => new URL(`./src/${path}`, import.meta.url).pathname;

/** The signed-in frame and what the dashboard shows on first render (ADR 119). */
const frameRoots = [
  'app/layout/app-frame.tsx',
  'app/layout/signed-in-frame.tsx',
  'app/dashboard/dashboard-page.tsx',
  'features/billing/payments-widget.tsx',
  'features/requests/requests-widgets.tsx',
].map(source);
/** Make a payment, the other page a signed-in visit often starts on. */
const billingRoots = ['features/billing/billing-page.tsx'].map(source);
const signedInRoots = [...frameRoots, ...billingRoots];

/** The route table imports every page lazily: from it, only the pages named are followed. */
const routeTable = source('app/routes.tsx');
const publicPage =
  /[\\/]src[\\/](features[\\/](account|express-pay|demo)[\\/]|components[\\/]not-found-page|app[\\/]errors[\\/]|app[\\/]layout[\\/](main-layout|public-frame|default-layout|embed-layout|express-pay-layout)\.)/;
/** What the sign-in page's first render loads besides the entry. */
const loginRoots = [
  'app/layout/main-layout.tsx',
  'app/layout/public-frame.tsx',
  'features/account/login-page.tsx',
].map(source);
/** Loaded lazily by the sign-in page's first render too. */
const loginLazy = ['features/account/demo-logins.tsx'].map(source);

/**
 * Index modules of packages without side effects that only re-export the package's modules: followed
 * through them, every page would seem to need the whole package.
 */
const barrel =
  /[\\/]node_modules[\\/](@mantine[\\/](core|hooks|notifications)[\\/]esm[\\/]index\.mjs|@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/]index\.js)$/;
const namedImports = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const starExports = /export\s*\*\s*from\s*["']([^"']+)["']/g;

/** The names an import statement brings in (`a as b` is `a`), by specifier. */
function importedNames(code: string): Map<string, string[]> {
  const bySpecifier = new Map<string, string[]>();
  for (const [, names = '', specifier = ''] of code.matchAll(namedImports)) {
    const list = names
      .split(',')
      .map(
        (name) =>
          name
            .trim()
            .split(/\s+as\s+/)[0]
            ?.replace(/^type\s+/, '') ?? '',
      )
      .filter(Boolean);
    bySpecifier.set(specifier, [...(bySpecifier.get(specifier) ?? []), ...list]);
  }
  return bySpecifier;
}

/** The package a barrel belongs to, as it is imported (`@mantine/core`). */
const packageOf = (id: string) =>
  /[\\/]node_modules[\\/](@[^\\/]+[\\/][^\\/]+)[\\/]/.exec(id)?.[1]?.replace('\\', '/') ?? '';

/** The module `specifier` names from `importer`: a relative path, or a package among its imports. */
function resolveFrom(graph: Rolldown.ChunkingContext, importer: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return new URL(specifier, `file://${importer}`).pathname;
  const imported = graph.getModuleInfo(importer)?.importedIds ?? [];
  return imported.find((id) => packageOf(id) === specifier) ?? null;
}

/** The modules of a barrel that hold `names` (through its `export *` for names it does not import itself). */
function barrelParts(graph: Rolldown.ChunkingContext, id: string, names: Set<string>): string[] {
  const code = graph.getModuleInfo(id)?.code ?? '';
  const files: string[] = [];
  const found = new Set<string>();
  for (const [specifier, list] of importedNames(code)) {
    const hits = list.filter((name) => names.has(name));
    const target = hits.length > 0 ? resolveFrom(graph, id, specifier) : null;
    if (!target) continue;
    files.push(target);
    for (const name of hits) found.add(name);
  }
  const rest = new Set([...names].filter((name) => !found.has(name)));
  for (const [, specifier = ''] of rest.size > 0 ? code.matchAll(starExports) : []) {
    const target = resolveFrom(graph, id, specifier);
    if (target) files.push(...(barrel.test(target) ? barrelParts(graph, target, rest) : [target]));
  }
  return files;
}

/**
 * The modules of a barrel that `importer` uses: the barrel imports every component (or hook), which would
 * make every page look like it needs the whole package; what it really keeps is what the importer names.
 */
function barrelModules(graph: Rolldown.ChunkingContext, id: string, importer: string): string[] | null {
  const code = graph.getModuleInfo(importer)?.code;
  const name = packageOf(id);
  if (!code || !graph.getModuleInfo(id)?.code) return null;
  if (new RegExp(`import\\s*\\*\\s*as\\s+\\w+\\s+from\\s*["']${name}["']`).test(code)) return null;
  // a barrel importing from another (react-query's `export *` of query-core) is followed by name, above
  if (barrel.test(importer)) return null;
  const used = new Set(
    [...importedNames(code)].filter(([specifier]) => specifier === name).flatMap(([, names]) => names),
  );
  return barrelParts(graph, id, used);
}

/**
 * Modules reachable from `roots`: static imports always (of a package barrel, only what is named), lazy ones
 * when `lazy` allows them (never the signed-in roots, and from the route table only the pages `pages` accepts).
 */
function reachable(
  graph: Rolldown.ChunkingContext,
  roots: string[],
  lazy: boolean,
  pages: (id: string) => boolean = () => false,
): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    for (const target of info.importedIds) {
      const parts = barrel.test(target) ? barrelModules(graph, target, id) : null;
      queue.push(...(parts ?? [target]));
    }
    if (!lazy) continue;
    const targets = info.dynamicallyImportedIds.filter((target) => !signedInRoots.includes(target));
    queue.push(...(id === routeTable ? targets.filter(pages) : targets));
  }
  return seen;
}

type Group = 'entry' | 'visitor' | 'signed-in' | 'signed-in-shared' | 'billing' | 'billing-shared';

/**
 * A few chunks instead of ~100 small ones found a level at a time (ADR 119, 136):
 * - `entry`: what main.tsx imports statically, in one file beside it (not six: the modules that lazy chunks
 *   share with the entry would otherwise each be a file every page waits for);
 * - `visitor`: the sign-in page and the public frame (static imports beyond the entry), loaded together;
 * - `signed-in`: what only a signed-in start loads (frame, dashboard);
 * - `signed-in-shared`: what a signed-in start shares with other visitor pages (sign-up, and what the sign-in
 *   page loads only later: the sign-in itself, the passcode form), but nothing its first render loads;
 * - `billing` and `billing-shared`: the same for what Make a payment adds to the frame.
 * Every other module keeps the default splitting.
 */
function groups(graph: Rolldown.ChunkingContext): Map<string, Group> {
  const entry = reachable(graph, [source('main.tsx')], false);
  const login = reachable(graph, [source('main.tsx'), ...loginRoots, ...loginLazy], false);
  const visitor = reachable(graph, [source('main.tsx')], true, (id) => publicPage.test(id));
  const result = new Map<string, Group>();
  for (const id of entry) if (id !== source('main.tsx')) result.set(id, 'entry');
  for (const id of reachable(graph, loginRoots, false)) if (!entry.has(id)) result.set(id, 'visitor');
  const frame = reachable(graph, frameRoots, false);
  for (const id of frame) {
    if (login.has(id)) continue;
    result.set(id, visitor.has(id) ? 'signed-in-shared' : 'signed-in');
  }
  for (const id of reachable(graph, billingRoots, false)) {
    if (login.has(id) || frame.has(id)) continue;
    result.set(id, visitor.has(id) ? 'billing-shared' : 'billing');
  }
  return result;
}

function groupName(): Rolldown.CodeSplittingNameFunction {
  let byModule: Map<string, Group> | null = null;
  return (id, graph) => {
    byModule ??= groups(graph);
    return byModule.get(id) ?? null;
  };
}

export default defineConfig(({ mode }) => {
  // An empty prefix makes loadEnv return the process environment too, so no Node typings are needed here.
  const env = loadEnv(mode, '.', '');
  const apiTarget = `http://localhost:${env.API_PORT ?? '3000'}`;
  const port = Number(env.WEB_PORT ?? '5173');
  return {
    plugins: [react()],
    build: {
      outDir: 'dist',
      assetsDir: 'assets',
      emptyOutDir: true,
      // The bench and the page-weight check read the manifest to follow a route's chunks.
      manifest: true,
      target: 'es2022',
      rolldownOptions: {
        output: {
          codeSplitting: {
            // only the modules named: their shared dependencies stay where a visitor's page finds them
            groups: [{ name: groupName(), includeDependenciesRecursively: false }],
          },
        },
      },
    },
    server: {
      port,
      strictPort: true,
      proxy: { '/svc': apiTarget, '/api': apiTarget },
    },
    preview: {
      port,
      proxy: { '/svc': apiTarget, '/api': apiTarget },
    },
  };
});
