import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, freemem, totalmem } from 'node:os';
import { join } from 'node:path';
import { resultsDir } from './paths';

export interface Figure {
  name: string;
  value: string;
  target?: string;
  /** true: meets the target; false: misses it; undefined: no target. */
  ok?: boolean;
  /** A miss fails `npm run bench` (non-zero exit) instead of only being reported. */
  enforced?: boolean;
  note?: string;
}

export function machineLine(): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const gib = (bytes: number) => (bytes / 2 ** 30).toFixed(1);
  return `${cpus().length} × ${cpu}, ${gib(totalmem())} GiB RAM (${gib(freemem())} GiB free), Node ${process.version}, ${process.platform}/${process.arch}`;
}

export function writeReport(suite: string, figures: Figure[], notes: string[] = []): string {
  const now = new Date();
  const date = now.toISOString().slice(0, 10);
  const rows = figures.map((f) => {
    const verdict = f.ok === undefined ? '' : f.ok ? 'met' : f.enforced ? '**FAILED**' : '**missed**';
    return `| ${f.name} | ${f.value} | ${f.target ?? ''} | ${verdict} | ${f.note ?? ''} |`;
  });
  const text = [
    `# Benchmark: ${suite}`,
    '',
    `- Date: ${now.toISOString()}`,
    `- Machine: ${machineLine()}`,
    '- Shared, noisy machine: compare ratios measured in the same run, not absolute figures across runs.',
    '',
    '| measure | value | target | verdict | note |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    ...notes.map((n) => `- ${n}`),
    '',
  ].join('\n');
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `${suite}-${date}.md`);
  writeFileSync(file, text);
  writeFileSync(join(resultsDir, `${suite}-latest.md`), text);
  return file;
}
