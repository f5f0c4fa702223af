// Browser journeys and Lighthouse drive Debian's Chromium; a fresh machine may not have it yet.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return chromiumPath;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `Chromium is not at ${chromiumPath}. Install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  console.log(`Chromium is not at ${chromiumPath}: installing Debian's chromium package…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync(
    'apt-get',
    ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'],
    {
      stdio: 'inherit',
      env,
    },
  );
  if (!existsSync(chromiumPath)) throw new Error(`apt-get finished but ${chromiumPath} is still missing.`);
  return chromiumPath;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(`Chromium: ${ensureChromium()}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
