/**
 * HAProxy in front of portal processes, with the deployment's own configuration (deploy/haproxy.cfg):
 * for the cluster test and `npm run bench scale`. HAProxy comes from Debian's package, installed by
 * scripts/ensure-tools.mjs when missing (as root), as Chromium is.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
export const haproxyConfig = path.join(repoRoot, 'deploy/haproxy.cfg');

/** The haproxy binary, installed first if this machine lacks it. */
export function ensureHaproxy(): string {
  const printed = execFileSync(
    process.execPath,
    [path.join(repoRoot, 'scripts/ensure-tools.mjs'), 'haproxy'],
    {
      encoding: 'utf8',
    },
  );
  const found = /^haproxy: (.+)$/m.exec(printed)?.[1];
  if (!found) throw new Error(`scripts/ensure-tools.mjs did not name haproxy:\n${printed}`);
  return found;
}

/** One server line of HAProxy's statistics (CSV), by its name in the configuration (api1…). */
export interface ServerStats {
  name: string;
  /** UP, DOWN, MAINT, … (with transitions such as "UP 1/2"). */
  status: string;
  /** Requests it answered with each class of status. */
  responses: { '2xx': number; '4xx': number; '5xx': number };
  /** Sessions (connections from HAProxy) in total. */
  sessions: number;
}

export interface LoadBalancer {
  url: string;
  child: ChildProcess;
  servers(): Promise<ServerStats[]>;
  /** Resolves once HAProxy's health checks have every named server UP (readiness answered 200). */
  waitUntilUp(names: readonly string[], timeoutMs?: number): Promise<void>;
  waitUntilDown(name: string, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

async function poll(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts HAProxy on `port` in front of `backends` (host:port, at most three: api1…api3), with its
 * statistics on `statsPort`. It runs in the foreground as a child of this process.
 */
export async function startLoadBalancer(options: {
  port: number;
  statsPort: number;
  backends: readonly string[];
}): Promise<LoadBalancer> {
  const { backends } = options;
  if (backends.length < 1 || backends.length > 3)
    throw new Error('deploy/haproxy.cfg names one to three processes');
  const binary = ensureHaproxy();
  const addresses = Object.fromEntries(backends.map((address, i) => [`API${i + 1}_ADDR`, address]));
  const child = spawn(binary, ['-db', '-f', haproxyConfig], {
    env: {
      PATH: process.env.PATH ?? '',
      HAPROXY_BIND: `127.0.0.1:${options.port}`,
      HAPROXY_STATS_BIND: `127.0.0.1:${options.statsPort}`,
      ...addresses,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const statsUrl = `http://127.0.0.1:${options.statsPort}/stats;csv`;
  async function servers(): Promise<ServerStats[]> {
    const response = await fetch(statsUrl);
    if (!response.ok) throw new Error(`HAProxy statistics answered ${response.status}`);
    const [header = '', ...lines] = (await response.text()).trim().split('\n');
    const columns = header.replace(/^# /, '').split(',');
    const at = (fields: string[], name: string) => fields[columns.indexOf(name)] ?? '';
    return lines
      .map((line) => line.split(','))
      .filter((fields) => at(fields, 'pxname') === 'api' && /^api\d$/.test(at(fields, 'svname')))
      .map((fields) => ({
        name: at(fields, 'svname'),
        status: at(fields, 'status'),
        responses: {
          '2xx': Number(at(fields, 'hrsp_2xx')),
          '4xx': Number(at(fields, 'hrsp_4xx')),
          '5xx': Number(at(fields, 'hrsp_5xx')),
        },
        sessions: Number(at(fields, 'stot')),
      }));
  }

  try {
    await poll(
      `HAProxy to listen${output ? `:\n${output}` : ''}`,
      async () => {
        if (child.exitCode !== null) throw new Error(`HAProxy exited:\n${output}`);
        return (await fetch(statsUrl)).ok;
      },
      10_000,
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error instanceof Error ? error.message : error}\n${output}`);
  }

  const statusOf = async (name: string) => (await servers()).find((server) => server.name === name)?.status;
  return {
    url: `http://127.0.0.1:${options.port}`,
    child,
    servers,
    waitUntilUp: (names, timeoutMs = 30_000) =>
      poll(
        `${names.join(', ')} UP in HAProxy`,
        async () => {
          const up = await servers();
          return names.every((name) => up.some((server) => server.name === name && server.status === 'UP'));
        },
        timeoutMs,
      ),
    waitUntilDown: (name, timeoutMs = 30_000) =>
      poll(
        `${name} DOWN in HAProxy`,
        async () => (await statusOf(name))?.startsWith('DOWN') ?? false,
        timeoutMs,
      ),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
