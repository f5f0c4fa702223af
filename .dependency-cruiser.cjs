/**
 * Import rules checked by `npm run lint` (dependency-cruiser): no import cycle between files anywhere in
 * the web app, the API and the contracts, and the web app's layers (docs/architecture.md, ADR 082).
 */

const web = '^apps/web/src/';
const webLib = `${web}lib/`;
const upward = `${web}(components|features|app)/|${web}main[.]tsx$`;

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No file imports itself through others (web, API, contracts).',
      from: { path: '^(apps/web/src|apps/api/src|packages/contracts/src)/' },
      to: { circular: true },
    },
    {
      name: 'web-lib-is-the-bottom',
      severity: 'error',
      comment: 'lib/ imports only lib/ (and packages).',
      from: { path: webLib },
      to: { path: upward },
    },
    {
      name: 'web-lib-root-below-its-folders',
      severity: 'error',
      comment:
        "lib/'s own files (link, embed path, persisted store, runtime config, pages, query keys) import no lib/ folder.",
      from: { path: `${webLib}[^/]+$` },
      to: { path: `${webLib}[^/]+/` },
    },
    {
      name: 'web-lib-theme-and-session-store-on-lib-root',
      severity: 'error',
      comment: 'lib/theme and lib/session-store stand on lib/ root files only.',
      from: { path: `${webLib}(theme|session-store)/` },
      to: { path: `${webLib}[^/]+/`, pathNot: `${webLib}$1/` },
    },
    {
      name: 'web-lib-api-below-session',
      severity: 'error',
      comment:
        'lib/api (the service clients) reads the session store but never the session calls built on it.',
      from: { path: `${webLib}api/` },
      to: { path: `${webLib}(session|theme)/` },
    },
    {
      name: 'web-components-below-features',
      severity: 'error',
      comment: 'components/ (shared UI) imports only components/ and lib/.',
      from: { path: `${web}components/` },
      to: { path: `${web}(features|app)/|${web}main[.]tsx$` },
    },
    {
      name: 'web-features-below-app',
      severity: 'error',
      comment: 'Features never import the app shell (routes, layouts, dashboard).',
      from: { path: `${web}features/` },
      to: { path: `${web}app/|${web}main[.]tsx$` },
    },
    {
      name: 'web-features-apart',
      severity: 'error',
      comment: 'A feature imports only itself, components/ and lib/: what two features share moves down.',
      from: { path: `${web}features/([^/]+)/` },
      to: { path: `${web}features/`, pathNot: `${web}features/$1/` },
    },
    {
      name: 'web-never-api',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/api/' },
    },
    {
      name: 'api-never-web',
      severity: 'error',
      from: { path: '^apps/api/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'api-unit-tests-beside-source',
      severity: 'error',
      comment:
        'A test beside its source calls that code directly: no app, no test database, no HTTP. Those tests live in apps/api/test/<module>/ (ADR 103).',
      from: { path: '^apps/api/src/.+[.]test[.]ts$' },
      to: { path: '^apps/api/test/(helper|calls|templates)[.]ts$|^apps/api/src/(app|db/database)[.]ts$' },
    },
    {
      name: 'contracts-import-nothing-of-ours',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: '^(apps|packages/(?!contracts/))' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    // type-only imports tie modules together as much as any other
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
