// A golden test file (docs/commands/test.md) that `test` refuses (exit 2), found by its own parser: an error, so CI's
// validate step fails where the test step would. Unknown keys are test-unknown-key's.
import { fromBStr, toBStr } from '../../../go/bytes.js';
import { member } from '../../../golden/json-node.js';
import { defineRule } from '../../rule.js';
import { caseArgs, ownTestFile } from '../../test-files.js';

export type Args = { detail: string };

export default defineRule<'test-file-invalid', Args>({
  id: 'test-file-invalid',
  severity: 'error',
  manifest(m, report) {
    const files = m.testFiles();
    if (files.length === 0) return; // most skills have none: no env_allow set made for them
    const allowed = m.built ? new Set(m.built.envAllow.map((n) => fromBStr(n).trim())) : undefined;
    for (const t of files) {
      if (t.escape) continue; // read-escapes-tree's
      if (!t.parsed) {
        report({ detail: `the test file cannot be read (${t.unreadable})` }, { file: t.file, offset: 0 });
        continue;
      }
      for (const p of t.parsed.problems) if (!p.unknownKey) report({ detail: p.message }, { file: t.file, offset: p.offset });
      if (!ownTestFile(t, m)) continue;
      for (const c of t.parsed.cases) {
        const args = caseArgs(t, c);
        if (args && 'unreadable' in args) report({ detail: `args_file ${JSON.stringify(c.argsFile)} cannot be read (${args.unreadable})` }, { file: t.file, offset: args.offset });
        const env = member(c.caseNode, 'env');
        if (!allowed || env?.kind !== 'object') continue;
        for (const name of Object.keys(c.env)) {
          if (allowed.has(name)) continue;
          const at = env.members.filter((mm) => mm.key === toBStr(name)).at(-1)!.keyStart;
          report({ detail: `env ${JSON.stringify(name)} is not in the skill's env_allow, so the manager would never pass it` }, { file: t.file, offset: at });
        }
      }
    }
  },
  help: 'a test file `test` refuses (exit 2): unreadable, not JSON, a value of the wrong type, a matcher that cannot work, an `args_file` it cannot read, an `env` name the skill\'s `env_allow` does not pass',
  message(a) {
    return `${a.detail}; \`ongrid-skills test\` refuses this test file (exit 2)`;
  },
});
