// The baseline: a minimal Node walker with no checks at all (readdir +
// readFile + JSON.parse + realpath), printing one line per manifest.
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';

const out = [];
function walk(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) walk(p);
    else if (e.name === 'skill.json') {
      const m = JSON.parse(readFileSync(p, 'utf8'));
      const entry = realpathSync(join(dir, m.entry));
      out.push(`registered ${m.name} from ${p} (${entry})`);
    }
  }
}
for (const root of process.argv.slice(2)) walk(realpathSync(root));
process.stdout.write(out.join('\n') + '\n');
