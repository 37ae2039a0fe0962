// The baseline for scan and validate: the strictly minimal Node walker,
// no checks at all: readdir with types, byte sort,
// readFileSync + JSON.parse of each skill.json, realpathSync of its entry,
// printing only a count. (Building one output line per skill would cost it
// time scan also pays, and so flatter scan's ratio.)
import { readFileSync, readdirSync, realpathSync } from 'node:fs';

const byName = (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
let count = 0;
function walk(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true }).sort(byName)) {
    const p = dir + '/' + e.name;
    if (e.isDirectory()) walk(p);
    else if (e.name === 'skill.json') {
      const m = JSON.parse(readFileSync(p, 'utf8'));
      realpathSync(dir + '/' + m.entry);
      count++;
    }
  }
}
for (const root of process.argv.slice(2)) walk(root);
process.stdout.write(count + '\n');
