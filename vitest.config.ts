import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default on two cores is one worker; the integration files wait on PostgreSQL as much as
    // they compute, so every core gets one (TEST_WORKERS overrides).
    maxWorkers: Number(process.env.TEST_WORKERS) || Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          // database templates built once per run and shared by every file (ADR 100)
          globalSetup: ['apps/api/test/global-setup.ts'],
          // A worker keeps its modules from one file to the next (ADR 107): importing the whole server
          // per file was seconds each, and the loaded database templates are kept too. Nothing in these
          // files mocks modules, and each test builds its own app and database.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
