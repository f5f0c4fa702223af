import { expect, it } from 'vitest';
import { startServer, targetFor } from './payments/crash-harness';

// The real server process draining on SIGTERM (DRAIN_SECONDS): not ready at once, still serving, then gone.
// One database kind: draining does not touch the database, and each start of a real process costs seconds.
it('answers "not ready" while it drains after SIGTERM, still serves, then exits cleanly', async () => {
  const server = await startServer(await targetFor('pglite'), { DRAIN_SECONDS: '2', JOBS: '0' });
  const get = (path: string) => fetch(`${server.url}${path}`);
  expect((await get('/api/health/ready')).status).toBe(200);
  const signalled = Date.now();
  server.child.kill('SIGTERM');
  await expect.poll(async () => (await get('/api/health/ready')).status, { timeout: 1_500 }).toBe(503);
  expect((await get('/api/health/live')).status).toBe(200);
  expect((await get('/api/health')).status).toBe(200);
  const exit = await server.exited;
  expect(exit).toEqual({ code: 0, signal: null });
  // it waited out the drain before it stopped
  expect(Date.now() - signalled).toBeGreaterThanOrEqual(2_000);
});
