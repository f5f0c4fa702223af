// Programs the checks drive that a fresh machine may not have: Debian's Chromium headless shell (the
// browser journeys, ADR 138), Chromium (Lighthouse and the other browser benches) and HAProxy (the cluster
// test and `npm run bench scale`). As root, the missing ones are installed with apt-get in one call (two
// apt-gets at once would fight over dpkg's lock).
//   node scripts/ensure-tools.mjs [headless-shell] [chromium] [haproxy]     (no names: all of them)
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const tools = {
  'headless-shell': {
    path: process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    pathVariable: 'E2E_CHROMIUM_PATH',
    packages: ['chromium-headless-shell', 'fonts-dejavu-core'],
  },
  chromium: {
    path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    pathVariable: 'CHROMIUM_PATH',
    packages: ['chromium', 'fonts-dejavu-core'],
  },
  haproxy: {
    path: process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy',
    pathVariable: 'HAPROXY_PATH',
    packages: ['haproxy'],
  },
};

/** Makes sure each named tool is installed and returns their paths, by name. */
export function ensureTools(names = Object.keys(tools)) {
  const unknown = names.filter((name) => !(name in tools));
  if (unknown.length)
    throw new Error(`Unknown tool(s) ${unknown.join(', ')}; known: ${Object.keys(tools).join(', ')}`);
  const missing = names.filter((name) => !existsSync(tools[name].path));
  if (missing.length) {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    const packages = missing.flatMap((name) => tools[name].packages);
    if (!isRoot) {
      const where = missing.map((name) => `${name} (${tools[name].pathVariable})`).join(', ');
      throw new Error(
        `Missing: ${where}. Install Debian's packages (sudo apt-get install -y ${packages.join(' ')}) or set the path variable.`,
      );
    }
    console.log(`Installing Debian's ${packages.join(', ')} for ${missing.join(', ')}…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
      stdio: 'inherit',
      env,
    });
    for (const name of missing)
      if (!existsSync(tools[name].path))
        throw new Error(`apt-get finished but ${tools[name].path} is still missing.`);
  }
  return Object.fromEntries(names.map((name) => [name, tools[name].path]));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const names = process.argv.slice(2);
    for (const [name, path] of Object.entries(ensureTools(names.length ? names : undefined)))
      console.log(`${name}: ${path}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
