// `npm run bench`: benchmarks, not tests. Figures go to bench/results/ as markdown. Most targets are reported,
// not enforced; an enforced one (Lighthouse on the phone profile) that is missed makes the run exit non-zero.
import { arcRequestsBenchmarks } from './arc-requests';
import { assessmentsBenchmarks } from './assessments';
import { assistantBenchmarks } from './assistant';
import { billingBenchmarks } from './billing';
import { boardReportsBenchmarks } from './board-reports';
import { collectionsBenchmarks } from './collections';
import { dashboardBenchmarks } from './dashboard';
import { documentsBenchmarks } from './documents';
import { identityBenchmarks } from './identity';
import { lighthouseBenchmarks } from './lighthouse';
import { platformBenchmarks } from './platform';
import { writeReport } from './report';
import { scaleBenchmarks } from './scale';
import { taskOverviewBenchmarks } from './task-overview';

const suites: Record<string, () => Promise<import('./report').Figure[]>> = {
  platform: platformBenchmarks,
  lighthouse: lighthouseBenchmarks,
  identity: identityBenchmarks,
  billing: billingBenchmarks,
  assessments: assessmentsBenchmarks,
  documents: documentsBenchmarks,
  dashboard: dashboardBenchmarks,
  arc: arcRequestsBenchmarks,
  assistant: assistantBenchmarks,
  reports: boardReportsBenchmarks,
  collections: collectionsBenchmarks,
  'task-overview': taskOverviewBenchmarks,
  scale: scaleBenchmarks,
};

const wanted = process.argv.slice(2);
const names = wanted.length ? wanted : Object.keys(suites);
const failed: string[] = [];
for (const name of names) {
  const suite = suites[name];
  if (!suite) {
    console.error(`Unknown benchmark suite "${name}". Known: ${Object.keys(suites).join(', ')}`);
    process.exit(2);
  }
  console.log(`\n━━ bench: ${name} ━━`);
  const figures = await suite();
  for (const f of figures) {
    const verdict = f.ok === undefined ? '' : f.ok ? ' (met)' : f.enforced ? ' (FAILED)' : ' (MISSED)';
    console.log(
      `${f.name}: ${f.value}${f.target ? ` target ${f.target}` : ''}${verdict}${f.note ? ` — ${f.note}` : ''}`,
    );
    if (f.enforced && f.ok === false) failed.push(`${name}: ${f.name} is ${f.value}, target ${f.target}`);
  }
  console.log(`written: ${writeReport(name, figures)}`);
}
if (failed.length) {
  console.error(`\n✗ bench: ${failed.length} enforced target(s) missed:\n  ${failed.join('\n  ')}`);
  process.exit(1);
}
