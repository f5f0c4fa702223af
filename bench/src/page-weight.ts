import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from './paths';

export interface PageWeight {
  scripts: number;
  /** Sum of each script body gzipped at level 9: independent of how the server encoded it. */
  gzipBytes: number;
  /** Bytes the browser actually received for scripts (encoded body sizes). */
  transferBytes: number;
}

/** JavaScript a cold visit to `url` loads until the network is idle. */
export async function measureScriptWeight(url: string): Promise<PageWeight> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags.slice(1) });
  try {
    const page = await browser.newPage();
    const pending: Promise<{ gzip: number; transfer: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const body = await response.body();
          const sizes = await response.request().sizes();
          return { gzip: gzipSync(body, { level: 9 }).length, transfer: sizes.responseBodySize };
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(pending);
    return {
      scripts: sizes.length,
      gzipBytes: sizes.reduce((sum, s) => sum + s.gzip, 0),
      transferBytes: sizes.reduce((sum, s) => sum + s.transfer, 0),
    };
  } finally {
    await browser.close();
  }
}
