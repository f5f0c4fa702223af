// `npm test`: every check a release needs, in order, with one summary at the end.
// Steps keep running after a failure so one CI run shows everything that is wrong.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'hoa-test-'));
const vitestJson = join(reports, 'vitest.json');
const playwrightJson = join(reports, 'playwright.json');

// Steps in one `group` run side by side (each is mostly one thread), their output printed whole as each ends.
const steps = [
  { name: 'typecheck', cmd: 'npm', args: ['run', 'typecheck'], group: 'static' },
  { name: 'lint', cmd: 'npm', args: ['run', 'lint'], group: 'static' },
  // installing the journeys' Chromium headless shell and HAProxy waits on the network and dpkg, not the CPU:
  // it overlaps the checks and the build (the full Chromium is the benches' own, `npm run bench` installs it)
  {
    name: 'headless shell + haproxy',
    cmd: 'node',
    args: ['scripts/ensure-tools.mjs', 'headless-shell', 'haproxy'],
    group: 'static',
  },
  { name: 'build', cmd: 'npm', args: ['run', 'build'], group: 'static' },
  {
    name: 'unit + integration (vitest)',
    cmd: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  },
  {
    name: 'browser journeys (playwright)',
    cmd: 'npx',
    // One retry: a journey that fails once on a shared, busy machine and then passes is reported as flaky
    // below (by name, with its first error) without failing the run; one that fails twice fails it (ADR 117).
    args: ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json', '--retries=1'],
    // Recording a trace of every journey (kept only for failures) cost a third of the journeys' CPU, and a CI
    // log keeps no files: `npm test` records none; `npm run test:e2e` (or E2E_TRACE) keeps them for failures.
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson, E2E_TRACE: process.env.E2E_TRACE ?? 'off' },
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
const runStarted = Date.now();

/** Runs one step; with `buffered`, its output is kept and printed in one piece when it ends. */
function runStep(step, buffered) {
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...step.env },
    });
    const output = [];
    if (buffered) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (status) => {
      if (buffered) {
        console.log(`\n━━ ${step.name} ━━`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(status);
    });
  });
}

for (let i = 0; i < steps.length; ) {
  const group = steps[i].group;
  const batch = [steps[i]];
  while (group && steps[i + batch.length]?.group === group) batch.push(steps[i + batch.length]);
  i += batch.length;
  if (batch.length === 1) console.log(`\n━━ ${batch[0].name} ━━`);
  else console.log(`\n━━ ${batch.map((s) => s.name).join(' + ')} (side by side) ━━`);
  const started = Date.now();
  const ownBefore = childCpuSeconds();
  const machineBefore = machineCpuSeconds();
  const statuses = await Promise.all(
    batch.map(async (step) => {
      const stepStarted = Date.now();
      const status = await runStep(step, batch.length > 1);
      return { status, seconds: (Date.now() - stepStarted) / 1000 };
    }),
  );
  const wall = (Date.now() - started) / 1000;
  const own = childCpuSeconds() - ownBefore;
  const machineAfter = machineCpuSeconds();
  const busy = machineAfter.busy - machineBefore.busy;
  const capacity = machineAfter.total - machineBefore.total;
  // our share of the machine's CPU time in the step (a side-by-side group shares one figure), and what
  // everything else on the machine used
  const cpu = `cpu ${percent(own, capacity)} ours, ${percent(Math.max(0, busy - own), capacity)} others`;
  batch.forEach((step, k) => {
    results.push({
      name: step.name,
      ok: statuses[k].status === 0,
      seconds: statuses[k].seconds.toFixed(1),
      cpu: batch.length > 1 ? `${cpu} (group of ${batch.length}, ${wall.toFixed(1)} s)` : cpu,
    });
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
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0);
const flaky = playwright?.stats?.flaky ?? 0;
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
  console.log('\n━━ failed tests (flaky: failed once, passed on its retry) ━━');
  for (const name of failures) console.log(`  ✗ ${name}`);
  if (failures.some((name) => name.startsWith('playwright')))
    console.log('  (a failed journey again with its trace: npm run test:e2e -- e2e/<file>.spec.ts)');
}

// The slowest test files: where to look first when the suite gets slower. A journey file's time is the
// sum of its tests' (they run on two workers side by side).
function journeyFileTimes() {
  const seconds = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const file = `e2e/${spec.file ?? suite.file}`;
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          seconds.set(file, (seconds.get(file) ?? 0) + (result.duration ?? 0) / 1000);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of playwright?.suites ?? []) walk(suite);
  return [...seconds].map(([name, total]) => ({ name: `${name} (journeys, summed)`, seconds: total }));
}
const fileTimes = (vitest?.testResults ?? [])
  .map((file) => ({
    name: file.name.replace(`${process.cwd()}/`, ''),
    seconds: ((file.endTime ?? 0) - (file.startTime ?? 0)) / 1000,
  }))
  .concat(journeyFileTimes())
  .sort((a, b) => b.seconds - a.seconds)
  .slice(0, 12);
if (fileTimes.length > 0) {
  console.log('\n━━ slowest test files ━━');
  for (const file of fileTimes) console.log(`${file.seconds.toFixed(1).padStart(7)} s  ${file.name}`);
}

console.log('\n━━ summary ━━');
console.log(`machine: ${cores} cores; load average ${loadAtStart} at the start, ${loadText()} at the end`);
console.log(`all steps: ${((Date.now() - runStarted) / 1000).toFixed(1)} s`);
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s, ${r.cpu})`);
const stepFailures = results.filter((r) => !r.ok).length;
console.log(
  `tests: ${passed + flaky} passed${flaky > 0 ? ` (${flaky} only on a retry: see above)` : ''}, ${failed} failed, ${skipped} skipped`,
);
process.exit(stepFailures > 0 || failed > 0 || passed === 0 ? 1 : 0);
