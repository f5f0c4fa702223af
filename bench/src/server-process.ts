import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './free-port';
import { repoRoot } from './paths';

export interface RunningServer {
  url: string;
  /** Milliseconds from spawning the process to the first healthy answer. */
  readyMs: number;
  /** The process's peak resident memory so far in MiB (Linux), or null. */
  peakRssMiB: () => number | null;
  /** Stops the process and returns its peak resident memory in MiB (Linux), or null. */
  stop: () => Promise<number | null>;
}

function peakRssMiB(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    return kib ? Math.round(Number(kib) / 1024) : null;
  } catch {
    return null;
  }
}

async function waitHealthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited with code ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`server at ${url} was not healthy within ${timeoutMs} ms`);
}

export async function startServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [join(repoRoot, 'apps/api/dist/server.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      // the bench's databases may hold no demo data: outside the demo the sandbox needs its secret
      SANDBOX_WEBHOOK_SECRET: 'whsec_bench_sandbox_0123456789',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitHealthy(url, child, 120_000);
  const readyMs = performance.now() - started;
  return {
    url,
    readyMs,
    peakRssMiB: () => peakRssMiB(child.pid),
    stop: async () => {
      const peak = peakRssMiB(child.pid);
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      return peak;
    },
  };
}

/** A server on a benchmark's scratch database for its reads alone: no jobs polling in the background. */
export async function startReadServer(scratch: {
  dataDir: string;
  databaseUrl: string | null;
}): Promise<RunningServer> {
  return startServer({
    port: await freePort(),
    dataDir: scratch.dataDir,
    env: { JOBS: '0', ...(scratch.databaseUrl ? { DATABASE_URL: scratch.databaseUrl } : {}) },
  });
}
