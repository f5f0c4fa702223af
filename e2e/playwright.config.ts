import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// Workers re-read this file: the port and data folder are chosen once, in the runner, and inherited.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
])
  .toString()
  .trim();
// another origin (localhost, another port) serving the example host page that embeds the portal
process.env.E2E_HOST_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
])
  .toString()
  .trim();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'hoa-e2e-'));

const port = process.env.E2E_PORT;
// Chromium's headless shell (Debian's package): the journeys took a third less time in it than in the
// full browser's headless mode (ADR 138)
const chromiumPath = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const baseURL = `http://127.0.0.1:${port}`;
/** Where the example host page is served: another origin than the portal's (fixtures.ts embedHostURL). */
const embedHostURL = `http://localhost:${process.env.E2E_HOST_PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: join(root, 'test-results'),
  use: {
    baseURL,
    // a trace of each failed journey; `npm test` turns recording off (E2E_TRACE=off): it costs a third of the CPU
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'setup',
      testMatch: '**/*.setup.ts',
      use: { launchOptions: { executablePath: chromiumPath, args: chromiumArgs } },
    },
    {
      name: 'chromium',
      dependencies: ['setup'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      },
    },
  ],
  webServer: [
    {
      command: 'node apps/api/dist/server.js',
      cwd: root,
      url: `${baseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: port,
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        PUBLIC_URL: baseURL,
        LOG_LEVEL: 'warn',
        // outside links (ADR 105): an address that is not the portal's, and a provider sign-in that lands
        // on a local page so the journey never leaves the machine
        HELP_CENTER_URL: 'https://help.example.com/hc/portal',
        CLICKPAY_LOGIN_URL: `${baseURL}/not-found`,
        // the example host page's origin may embed the portal (ADR 105); other origins may not
        FRAME_ANCESTORS: `'self' ${embedHostURL}`,
      },
    },
    {
      command: 'node scripts/embed-host.mjs',
      cwd: root,
      url: `http://127.0.0.1:${process.env.E2E_HOST_PORT}/`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { PORT: process.env.E2E_HOST_PORT, PORTAL_URL: baseURL },
    },
  ],
});
