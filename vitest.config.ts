import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}', 'apps/*/test/**/*.test.ts'],
    // database templates built once per run and shared by every file (ADR 100)
    globalSetup: ['apps/api/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default on two cores is one worker; the integration files wait on PostgreSQL as much as
    // they compute, so every core gets one (TEST_WORKERS overrides).
    maxWorkers: Number(process.env.TEST_WORKERS) || Math.max(2, availableParallelism()),
  },
});
