import { expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { buildTestApp, forEachDatabase } from '../helper';
import { createTestProcessor } from './test-processor';

async function waitFor(check: () => boolean, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

forEachDatabase((kind) => {
  it('with JOBS on, the server runs each billing job through pg-boss as soon as it starts', {
    timeout: 90_000,
  }, async () => {
    const clock = fixedClock(new Date('2026-12-10T15:00:00Z'));
    const { app, logs } = await buildTestApp(kind, {
      clock,
      processor: createTestProcessor(clock),
      jobs: true,
    });
    expect(app.hasPlugin('billing-jobs')).toBe(true);
    const ran = (job: string) => logs.some((line) => line.job === job && line.msg === 'billing job done');
    await waitFor(() => ['due-payments', 'settlement', 'assessments'].every(ran), 60_000);
    expect(logs.filter((line) => line.msg === 'billing job failed; it runs again next period')).toEqual([]);
  });

  it('with JOBS off (the test default), no job runs', async () => {
    const { app } = await buildTestApp(kind);
    expect(app.hasPlugin('billing-jobs')).toBe(false);
  });
});
