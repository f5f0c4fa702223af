// `npm test`: every check a release needs, in order, with one summary at the end.
// Steps keep running after a failure so one CI run shows everything that is wrong.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
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

/** CPU seconds used by this script's finished children (Linux: /proc/self/stat cutime + cstime). */
function childCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** The whole machine's busy and total CPU seconds so far (Linux: /proc/stat), to tell our share from others'. */
function machineCpuSeconds() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const total = ticks.reduce((a, b) => a + b, 0);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    return { busy: (total - idle) / 100, total: total / 100 };
  } catch {
    return { busy: Number.NaN, total: Number.NaN };
  }
}

const cores = availableParallelism();
const percent = (part, whole) =>
  Number.isFinite(part / whole) ? `${Math.round((100 * part) / whole)}%` : 'n/a';
const loadText = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

const results = [];
const loadAtStart = loadText();
for (const step of steps) {
  console.log(`\n━━ ${step.name} ━━`);
  const started = Date.now();
  const ownBefore = childCpuSeconds();
  const machineBefore = machineCpuSeconds();
  const run = spawnSync(step.cmd, step.args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  const wall = (Date.now() - started) / 1000;
  const own = childCpuSeconds() - ownBefore;
  const machineAfter = machineCpuSeconds();
  const busy = machineAfter.busy - machineBefore.busy;
  const capacity = machineAfter.total - machineBefore.total;
  results.push({
    name: step.name,
    ok: run.status === 0,
    seconds: wall.toFixed(1),
    // our share of the machine's CPU time in the step, and what everything else on the machine used
    cpu: `cpu ${percent(own, capacity)} ours, ${percent(Math.max(0, busy - own), capacity)} others`,
  });
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

// The slowest test files: where to look first when the suite gets slower.
const fileTimes = (vitest?.testResults ?? [])
  .map((file) => ({
    name: file.name.replace(`${process.cwd()}/`, ''),
    seconds: ((file.endTime ?? 0) - (file.startTime ?? 0)) / 1000,
  }))
  .sort((a, b) => b.seconds - a.seconds)
  .slice(0, 10);
if (fileTimes.length > 0) {
  console.log('\n━━ ten slowest test files ━━');
  for (const file of fileTimes) console.log(`${file.seconds.toFixed(1).padStart(7)} s  ${file.name}`);
}

console.log('\n━━ summary ━━');
console.log(`machine: ${cores} cores; load average ${loadAtStart} at the start, ${loadText()} at the end`);
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s, ${r.cpu})`);
const stepFailures = results.filter((r) => !r.ok).length;
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(stepFailures > 0 || failed > 0 || passed === 0 ? 1 : 0);
