import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LoadBalancer, startLoadBalancer } from '../../apps/api/test/cluster/load-balancer';
import { prepareBillingDatabase } from './billing-data';
import { freePort } from './free-port';
import { load } from './load';
import type { Figure } from './report';
import { signInDemoUser, withScratchDatabase } from './scratch-databases';
import { type RunningServer, startServer } from './server-process';
import { median, round } from './stats';

const ledgerLines = 10_000;
const connections = 50;
const seconds = 8;
const processCounts = [1, 2, 3] as const;
const payments = '/svc/payments/api';

interface Measured {
  rps: number[];
  p99: number[];
  non2xx: number;
}

/**
 * Issue 19: the ledger's first page and the dashboard's accounts read at 50 connections through HAProxy
 * (deploy/haproxy.cfg) with one, two and three API processes on one PostgreSQL and Redis, as throughput
 * ratios to one process in the same run. The counts take turns (1, 2, 3, 1, 2, 3) so a noisy moment of
 * the shared machine does not land on one count only; each figure is the median of its turns.
 */
export async function scaleBenchmarks(): Promise<Figure[]> {
  return withScratchDatabase('postgres', 'hoa-bench-scale-', async ({ dataDir, databaseUrl }) => {
    if (!databaseUrl) throw new Error('the scale benchmark needs PostgreSQL');
    const { subLedgerId } = await prepareBillingDatabase({ databaseUrl, dataDir }, ledgerLines);
    const dataDirs: string[] = [];
    const servers: RunningServer[] = [];
    const shared = {
      JOBS: '0',
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `hoa-bench-scale-${process.pid}:`,
      TRUST_PROXY: '127.0.0.1',
      // one address for the portal, as deployed: tokens name it as their issuer (unset, it is per port)
      PUBLIC_URL: 'http://portal.bench.test',
    };
    let balancer: LoadBalancer | undefined;
    try {
      for (const _ of processCounts) {
        const own = mkdtempSync(join(tmpdir(), 'hoa-bench-scale-process-'));
        dataDirs.push(own);
        servers.push(await startServer({ port: await freePort(), dataDir: own, env: shared }));
      }
      const token = await signInDemoUser(servers[0]?.url ?? '', 'homeowner@example.com');
      const headers = { authorization: `Bearer ${token}` };
      const reads = [
        ['ledger', `${payments}/Ledger?subLedgerId=${subLedgerId}&limit=50`],
        ['accounts', `${payments}/Account`],
      ] as const;
      const results = new Map<string, Measured>();
      const loadStart = loadavg()[0] ?? 0;
      for (let turn = 0; turn < 2; turn += 1) {
        for (const count of processCounts) {
          balancer = await startLoadBalancer({
            port: await freePort(),
            statsPort: await freePort(),
            backends: servers.slice(0, count).map((server) => server.url.replace('http://', '')),
          });
          await balancer.waitUntilUp(processCounts.slice(0, count).map((n) => `api${n}`));
          for (const [name, path] of reads) {
            const url = `${balancer.url}${path}`;
            // warm each process's path through the balancer before measuring
            await load(url, { headers, seconds: 2, connections });
            const figures = await load(url, { headers, seconds, connections });
            const key = `${name}:${count}`;
            const measured = results.get(key) ?? { rps: [], p99: [], non2xx: 0 };
            measured.rps.push(figures.requestsPerSecond);
            measured.p99.push(figures.p99Ms);
            measured.non2xx += figures.non2xx;
            results.set(key, measured);
          }
          await balancer.stop();
          balancer = undefined;
        }
      }
      const loadEnd = loadavg()[0] ?? 0;
      const figures: Figure[] = [];
      for (const [name] of reads) {
        const one = median(results.get(`${name}:1`)?.rps ?? []);
        for (const count of processCounts) {
          const measured = results.get(`${name}:${count}`) as Measured;
          const rps = median(measured.rps);
          const ratio = rps / one;
          figures.push({
            name: `GET ${name === 'ledger' ? '/Ledger first page (of 10 000 lines)' : '/Account (dashboard)'}: ${count} process${count > 1 ? 'es' : ''} behind HAProxy, ${connections} connections`,
            value: `${Math.round(rps)} req/s`,
            note: `× one process ${round(ratio)}; p99 ${measured.p99.join(', ')} ms; non-2xx answers ${measured.non2xx}; turns ${measured.rps.map(Math.round).join(', ')} req/s`,
            ...(count === 2
              ? { target: '≈ 2 × one process (the ceiling on 2 cores)', ok: ratio >= 1.5 }
              : {}),
          });
        }
      }
      figures.push({
        name: 'Load average (1 min) at the start and end of the measured runs',
        value: `${round(loadStart)} → ${round(loadEnd)}`,
        note: 'the load generator, HAProxy, PostgreSQL and the processes share the machine’s cores',
      });
      return figures;
    } finally {
      await balancer?.stop();
      for (const server of servers) await server.stop();
      for (const own of dataDirs) rmSync(own, { recursive: true, force: true });
    }
  });
}
