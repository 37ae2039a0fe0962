// Patterns from the tree meet values from outside it under the regex budget:
// a quadratic schema pattern on a 200,000-character value (run), and a
// backtracking golden-test matcher (test); each ends at the budget.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export default ({ skill, runOf }) => [
  {
    name: 'quadratic pattern \\s*$ on 200k chars (run)',
    budgetMiB: 200,
    setup: (dir) => {
      const schema = { type: 'object', properties: { a: { type: 'string', pattern: '\\s*$' } } };
      skill(path.join(dir, 'skills'), 'quad_re', "#!/bin/sh\nprintf '{}'\n", { class: 'safe', schema });
      return { ...runOf(dir, 'quad_re'), input: JSON.stringify({ a: ' '.repeat(200_000) + 'x' }) };
    },
  },
  {
    name: 'golden $regex ^(a+)+$ on 41 chars (test)',
    budgetMiB: 200,
    setup: (dir) => {
      const root = path.join(dir, 'skills');
      skill(root, 'golden_re', `#!/bin/sh\ncat >/dev/null\nprintf '{"v":"${'a'.repeat(40)}!"}'\n`, { class: 'safe', timeout_seconds: 5 });
      mkdirSync(path.join(root, 'golden_re', 'tests'));
      const cases = [{ name: 'evil', args: {}, expect: { ok: true, result: { v: { $regex: '^(a+)+$' } } } }];
      writeFileSync(path.join(root, 'golden_re', 'tests', 'c.test.json'), JSON.stringify({ cases }));
      return { argv: ['test', root] };
    },
  },
];
