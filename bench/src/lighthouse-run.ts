import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { chromiumFlags, chromiumPath } from './paths';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  failedAccessibilityAudits: string[];
  /** Performance audits that lost points, with Lighthouse's display value (LCP, TBT, …). */
  metrics: Record<string, string>;
  /** Where the audited page ended up and its main heading, to prove what was measured. */
  finalUrl: string;
  heading: string;
}

export class LighthouseRunError extends Error {
  constructor(readonly code: string) {
    super(`Lighthouse could not measure the page (${code})`);
  }
}

export interface Account {
  email: string;
  password: string;
}

const metricIds = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/**
 * Signs in through the login page, as a homeowner does, so the browser holds what a returning visitor's holds
 * (the session and the association's branding); then empties the HTTP cache so the audit loads cold.
 */
async function signIn(page: Page, origin: string, account: Account): Promise<void> {
  await page.goto(`${origin}/login`);
  const email = await page.waitForSelector('input[type="email"], input[autocomplete="username"]');
  await email?.type(account.email);
  await page.type('input[type="password"]', account.password);
  await Promise.all([
    page.waitForFunction(() => location.pathname === '/dashboard', { timeout: 60_000 }),
    page.click('button[type="submit"]'),
  ]);
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Dashboard', {
    timeout: 60_000,
  });
  // the first visit's own loading (settings, the association's branding it keeps) finishes before leaving
  await page.waitForNetworkIdle({ idleTime: 1000, timeout: 60_000 });
  await page.goto('about:blank');
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/**
 * One Lighthouse run with its default mobile profile (emulated phone, simulated slow 4G, 4× CPU slowdown)
 * in a fresh Chromium profile, so the HTTP cache is cold. With an account, the user signs in first and
 * Lighthouse is told to keep storage (it would otherwise clear localStorage, signing the user out).
 */
export async function runLighthouse(url: string, account?: Account): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    // the tab Chromium opened (about:blank); a second tab would only share the CPU
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    if (account) await signIn(page, new URL(url).origin, account);
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: account !== undefined,
      },
      undefined,
      page,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    // BENCH_LIGHTHOUSE_REPORTS=<folder> keeps each run's full report, to see what cost the points
    const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
    if (reports) {
      const name = `${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`;
      writeFileSync(join(reports, name), JSON.stringify(result.lhr));
    }
    // a broken trace (NO_NAVSTART, NO_FCP under heavy load) scores 0: not a measurement, the caller retries
    if (result.lhr.runtimeError) throw new LighthouseRunError(result.lhr.runtimeError.code);
    const { categories, audits, finalDisplayedUrl } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const accessibilityRefs = categories.accessibility?.auditRefs ?? [];
    const failedAccessibilityAudits = accessibilityRefs
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    const metrics: Record<string, string> = {};
    for (const id of metricIds) metrics[id] = audits[id]?.displayValue ?? '?';
    const heading = await page
      .waitForSelector('h1', { timeout: 10_000 })
      .then((h1) => h1?.evaluate((el) => el.textContent ?? '') ?? '')
      .catch(() => '');
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      failedAccessibilityAudits,
      metrics,
      finalUrl: finalDisplayedUrl,
      heading: heading.trim(),
    };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}
