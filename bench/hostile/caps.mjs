// Findings are capped per file and rule, with one summary finding for the
// rest, so the report grows with what is printed, not with the file: a
// skill.json of 1.5M unknown keys (18 MB) in every format, and 190k keys
// (2.3 MB) in SARIF. The budgets are the loader's own peak on the file
// (about 600 MiB for 18 MB: the parse tree) plus room for the rules.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/** A skill.json with `n` unknown keys, written as one line without building an object of them. */
function manyKeys(skill, dir, n) {
  const root = path.join(dir, 'skills');
  skill(root, 'many_keys', "#!/bin/sh\nprintf '{}'\n", { class: 'safe' });
  const parts = ['{"name":"many_keys","description":"bench","entry":"run.sh","class":"safe","timeout_seconds":5'];
  for (let i = 0; i < n; i++) parts.push(`"k${i}":1`);
  writeFileSync(path.join(root, 'many_keys', 'skill.json'), parts.join(',') + '}');
  return root;
}

export default ({ skill }) => [
  ...['text', 'json', 'sarif', 'github'].map((format) => ({
    name: `1.5M unknown keys, 18 MB (validate --format ${format})`,
    budgetMiB: 1100,
    inputMiB: 18.4e6 / 2 ** 20,
    setup: (dir) => ({ argv: ['validate', '--format', format, manyKeys(skill, dir, 1_500_000)] }),
  })),
  {
    name: '190k unknown keys, 2.3 MB (validate --format sarif)',
    budgetMiB: 300,
    inputMiB: 2.3e6 / 2 ** 20,
    setup: (dir) => ({ argv: ['validate', '--format', 'sarif', manyKeys(skill, dir, 190_000)] }),
  },
];
