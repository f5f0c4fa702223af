import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';
import { load } from './load';
import type { Figure } from './report';
import { startServer } from './server-process';
import { median, round } from './stats';

const demoLogins = ['homeowner', 'owner2', 'board', 'chair', 'staff'].map((name) => `${name}@example.com`);

async function login(
  baseUrl: string,
  userName: string,
): Promise<{ token: string; userId: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/svc/users/api/Users/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password: 'portal-demo' }),
  });
  const ms = performance.now() - started;
  if (!response.ok)
    throw new Error(`login of ${userName} answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { token: string; userId: number };
  return { ...body, ms };
}

/**
 * Issue 3: authenticated GET /Users/{id} against /api/health, alternated twice in the same run (ratio of
 * medians, target ≥ 0.5), and the login latency with the chosen argon2id parameters.
 */
export async function identityBenchmarks(): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hoa-bench-identity-'));
  const server = await startServer({ port: await freePort(), dataDir });
  try {
    // Under the login rate limits (10 per account and 30 per address a minute): 8 logins in all.
    const logins = [];
    for (const userName of [...demoLogins, ...demoLogins.slice(0, 3)])
      logins.push(await login(server.url, userName));
    const { token, userId } = logins[0] as { token: string; userId: number };

    const health: { rps: number; p99: number }[] = [];
    const user: { rps: number; p99: number; non2xx: number }[] = [];
    for (let round = 0; round < 2; round += 1) {
      const h = await load(`${server.url}/api/health`);
      health.push({ rps: h.requestsPerSecond, p99: h.p99Ms });
      const u = await load(`${server.url}/svc/users/api/Users/${userId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      user.push({ rps: u.requestsPerSecond, p99: u.p99Ms, non2xx: u.non2xx });
    }
    const healthRps = median(health.map((r) => r.rps));
    const userRps = median(user.map((r) => r.rps));
    const ratio = userRps / healthRps;
    const loginMs = median(logins.map((l) => l.ms));
    return [
      {
        name: 'GET /api/health, 10 connections (median of 2 × 5 s)',
        value: `${Math.round(healthRps)} req/s`,
        note: `p99 ${median(health.map((r) => r.p99))} ms`,
      },
      {
        name: 'authenticated GET /Users/{id}, 10 connections (median of 2 × 5 s)',
        value: `${Math.round(userRps)} req/s`,
        note: `p99 ${median(user.map((r) => r.p99))} ms; non-2xx answers: ${user.reduce((n, r) => n + r.non2xx, 0)}`,
      },
      {
        name: 'throughput ratio GET /Users/{id} ÷ /api/health (same run)',
        value: String(round(ratio)),
        target: '≥ 0.5',
        ok: ratio >= 0.5,
      },
      {
        name: 'login latency, median of 8 (argon2id 19 MiB, 2 passes, 1 lane)',
        value: `${round(loginMs, 1)} ms`,
        note: `runs: ${logins.map((l) => Math.round(l.ms)).join(', ')} ms`,
      },
    ];
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
