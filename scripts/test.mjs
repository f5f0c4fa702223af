// `npm test`: every check a release needs, in order, with one summary at the end.
// Steps keep running after a failure so one CI run shows everything that is wrong.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'hoa-test-'));
const vitestJson = join(reports, 'vitest.json');
const playwrightJson = join(reports, 'playwright.json');

const steps = [
  { name: 'typecheck', cmd: 'npm', args: ['run', 'typecheck'] },
  { name: 'lint', cmd: 'npm', args: ['run', 'lint'] },
  {
    name: 'unit + integration (vitest)',
    cmd: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  },
  { name: 'chromium', cmd: 'node', args: ['scripts/ensure-chromium.mjs'] },
  { name: 'build', cmd: 'npm', args: ['run', 'build'] },
  {
    name: 'browser journeys (playwright)',
    cmd: 'npx',
    args: ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
  },
];

const results = [];
for (const step of steps) {
  console.log(`\n━━ ${step.name} ━━`);
  const started = Date.now();
  const run = spawnSync(step.cmd, step.args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name: step.name, ok: run.status === 0, seconds });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

const vitest = readJson(vitestJson);
const playwright = readJson(playwrightJson);
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
const failed =
  (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + (playwright?.stats?.flaky ?? 0);
const skipped =
  (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0);

// The names of what failed go at the end, where a log cut to its last lines still shows them.
function failedTests() {
  const names = [];
  for (const file of vitest?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const why = String(test.failureMessages?.[0] ?? '')
        .split('\n')[0]
        .slice(0, 300);
      names.push(`vitest ${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}\n       ${why}`);
    }
    if ((file.assertionResults ?? []).length === 0 && file.status === 'failed') {
      names.push(
        `vitest ${file.name.replace(`${process.cwd()}/`, '')}\n       ${String(file.message ?? '')
          .split('\n')[0]
          .slice(0, 300)}`,
      );
    }
  }
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const error = test.results?.find((r) => r.error)?.error?.message ?? '';
          names.push(
            `playwright ${[...trail, spec.title].join(' › ')} (${test.status})\n       ${String(error).split('\n')[0].slice(0, 300)}`,
          );
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of playwright?.suites ?? []) walk(suite, [suite.title]);
  return names;
}

const failures = failedTests();
if (failures.length > 0) {
  console.log('\n━━ failed tests ━━');
  for (const name of failures) console.log(`  ✗ ${name}`);
}

console.log('\n━━ summary ━━');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const stepFailures = results.filter((r) => !r.ok).length;
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(stepFailures > 0 || failed > 0 || passed === 0 ? 1 : 0);
