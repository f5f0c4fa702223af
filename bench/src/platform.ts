import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';
import { measureScriptWeight } from './page-weight';
import type { Figure } from './report';
import { startServer } from './server-process';
import { median, round } from './stats';

const seconds = (ms: number) => `${round(ms / 1000)} s`;

/** Cold start, warm start, /login JavaScript weight (issue 2 targets); Lighthouse has its own suite. */
export async function platformBenchmarks(): Promise<Figure[]> {
  const figures: Figure[] = [];
  const cold: number[] = [];
  const coldPeaks: number[] = [];
  const warm: number[] = [];
  const dataDirs: string[] = [];
  const port = await freePort();
  try {
    for (let i = 0; i < 2; i += 1) {
      const dataDir = mkdtempSync(join(tmpdir(), 'hoa-bench-'));
      dataDirs.push(dataDir);
      const server = await startServer({ port, dataDir });
      cold.push(server.readyMs);
      const peak = await server.stop();
      if (peak !== null) coldPeaks.push(peak);
    }
    const warmDir = dataDirs[0] as string;
    for (let i = 0; i < 3; i += 1) {
      const server = await startServer({ port, dataDir: warmDir });
      warm.push(server.readyMs);
      await server.stop();
    }
    const coldMedian = median(cold);
    const warmMedian = median(warm);
    figures.push({
      name: 'cold start (empty data folder → healthy), median of 2',
      value: seconds(coldMedian),
      target: '≤ 20 s',
      ok: coldMedian <= 20_000,
      note: `runs: ${cold.map(seconds).join(', ')}; peak RSS ${coldPeaks.join(', ')} MiB; includes migrations and demo seed`,
    });
    figures.push({
      name: 'warm start (existing data → healthy), median of 3',
      value: seconds(warmMedian),
      target: '≤ 3 s',
      ok: warmMedian <= 3_000,
      note: `runs: ${warm.map(seconds).join(', ')}`,
    });

    const server = await startServer({ port, dataDir: warmDir });
    try {
      const weight = await measureScriptWeight(`${server.url}/login`);
      const kB = weight.gzipBytes / 1000;
      figures.push({
        name: 'JavaScript loaded by /login (gzip -9 of each script)',
        value: `${round(kB, 1)} kB`,
        target: '≤ 150 kB',
        ok: kB <= 150,
        note: `${weight.scripts} scripts; ${round(weight.transferBytes / 1000, 1)} kB on the wire (server encoding)`,
      });
    } finally {
      await server.stop();
    }
  } finally {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}
