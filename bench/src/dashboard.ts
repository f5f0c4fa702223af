import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { freePort } from './free-port';
import { chromiumFlags, chromiumPath } from './paths';
import type { Figure } from './report';
import { startServer } from './server-process';
import { median, round } from './stats';

const loads = 7;

/** Every dashboard widget rendered and none still showing its skeleton or loading line. */
const allWidgetsLoaded = () => {
  const widgets = Array.from(document.querySelectorAll('[data-widget]'));
  return (
    widgets.length >= 4 &&
    widgets.every(
      (widget) =>
        widget.querySelector('[role="status"][aria-label^="Loading"], .mantine-Skeleton-root') === null,
    ) &&
    document.querySelector('[data-testid="dashboard-balance"]') !== null
  );
};

async function signedInState(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await page.getByLabel('Email').fill('homeowner@example.com');
  await page.getByLabel('Password').fill('portal-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
  await page.waitForFunction(allWidgetsLoaded, undefined, { timeout: 60_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * Issue 5: the dashboard's time to all widgets loaded (payments, current property, recent requests,
 * reservations) in Chromium, as the demo homeowner: from navigation start to the last widget without its
 * skeleton. Each load is a fresh browser context (empty cache, the session restored from storage).
 */
export async function dashboardBenchmarks(): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hoa-bench-dashboard-'));
  const server = await startServer({ port: await freePort(), dataDir });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags.slice(1) });
  try {
    const storageState = await signedInState(browser, server.url);
    const cold: number[] = [];
    const warm: number[] = [];
    for (let i = 0; i < loads; i += 1) {
      const context = await browser.newContext({ storageState });
      const page = await context.newPage();
      for (const sample of [cold, warm]) {
        const started = performance.now();
        await page.goto(`${server.url}/dashboard`);
        await page.waitForFunction(allWidgetsLoaded, undefined, { timeout: 60_000, polling: 10 });
        sample.push(performance.now() - started);
      }
      await context.close();
    }
    return [
      {
        name: `dashboard, all widgets loaded, empty cache (median of ${loads})`,
        value: `${Math.round(median(cold))} ms`,
        note: `runs: ${cold.map((ms) => Math.round(ms)).join(', ')} ms`,
      },
      {
        name: `dashboard, all widgets loaded, reload with warm cache (median of ${loads})`,
        value: `${Math.round(median(warm))} ms`,
        note: `runs: ${warm.map((ms) => Math.round(ms)).join(', ')} ms; ratio to cold ${round(median(warm) / median(cold))}`,
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
