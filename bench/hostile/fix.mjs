// validate --fix on entries (docs/security.md "--fix and run: what is
// changed is what was checked"): the entry is reached by a link-free folder
// walk and read whole through it, twice (before the change and before the
// rename), so memory follows the fix read cap and time the folder depth.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A skill whose entry run.py has no `#!` line: --fix inserts one. */
function noShebang(dir, name, body, folders = []) {
  const at = path.join(dir, 'skills', name);
  const entryDir = path.join(at, ...folders);
  mkdirSync(entryDir, { recursive: true });
  writeFileSync(path.join(at, 'skill.json'), JSON.stringify({ name, description: 'bench', entry: [...folders, 'run.py'].join('/') }));
  writeFileSync(path.join(entryDir, 'run.py'), body, { mode: 0o755 });
  return { argv: ['validate', path.join(dir, 'skills'), '--fix', '--no-config'] };
}

export default () => [
  {
    name: '--fix #! into a 15 MiB entry',
    budgetMiB: 400,
    inputMiB: 15,
    setup: (dir) => noShebang(dir, 'big_entry', 'import json\n' + '#'.repeat(15 * 2 ** 20) + '\n'),
  },
  {
    name: '--fix #! into a 200 MiB entry (over the cap)',
    budgetMiB: 300,
    setup: (dir) => noShebang(dir, 'huge_entry', Buffer.alloc(200 * 2 ** 20, 0x23)),
  },
  {
    name: '--fix #! into an entry 1,000 folders deep',
    budgetMiB: 200,
    setup: (dir) => noShebang(dir, 'deep_entry', 'import json\n', Array.from({ length: 1000 }, () => 'd')),
  },
];
