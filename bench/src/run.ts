// `npm run bench`: benchmarks, not tests. Figures go to bench/results/ as markdown; targets are reported, not enforced.
import { assessmentsBenchmarks } from './assessments';
import { billingBenchmarks } from './billing';
import { dashboardBenchmarks } from './dashboard';
import { documentsBenchmarks } from './documents';
import { identityBenchmarks } from './identity';
import { platformBenchmarks } from './platform';
import { writeReport } from './report';

const suites: Record<string, () => Promise<import('./report').Figure[]>> = {
  platform: platformBenchmarks,
  identity: identityBenchmarks,
  billing: billingBenchmarks,
  assessments: assessmentsBenchmarks,
  documents: documentsBenchmarks,
  dashboard: dashboardBenchmarks,
};

const wanted = process.argv.slice(2);
const names = wanted.length ? wanted : Object.keys(suites);
for (const name of names) {
  const suite = suites[name];
  if (!suite) {
    console.error(`Unknown benchmark suite "${name}". Known: ${Object.keys(suites).join(', ')}`);
    process.exit(2);
  }
  console.log(`\n━━ bench: ${name} ━━`);
  const figures = await suite();
  for (const f of figures) {
    const verdict = f.ok === undefined ? '' : f.ok ? ' (met)' : ' (MISSED)';
    console.log(
      `${f.name}: ${f.value}${f.target ? ` target ${f.target}` : ''}${verdict}${f.note ? ` — ${f.note}` : ''}`,
    );
  }
  console.log(`written: ${writeReport(name, figures)}`);
}
