// `npm run bench`: every bench, one after the other (they share a 2-core
// machine badly if run at once), each printing its figures as ratios to its
// own baseline; exit 1 when any is over budget. ONGRID_GO_HARNESS (the
// oracle) adds the Go loader to scan's baselines.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const over = [];
const failed = [];
for (const bench of ['scan.mjs', 'validate.mjs', 'run.mjs', 'test.mjs', 'hostile.mjs']) {
  console.log(`== bench/${bench}`);
  const r = spawnSync(process.execPath, [path.join(here, bench)], { stdio: 'inherit' });
  if (r.status === 1) over.push(bench);
  else if (r.status !== 0) failed.push(bench);
}
if (failed.length > 0) console.log(`could not measure: ${failed.join(', ')}`);
console.log(over.length === 0 ? (failed.length === 0 ? 'all within budget' : 'the others within budget') : `over budget: ${over.join(', ')}`);
process.exitCode = failed.length > 0 ? 2 : over.length === 0 ? 0 : 1;
