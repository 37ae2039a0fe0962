// A path the tree names that leads out of where it must stay (args_file, a linked tests/, examples/, SKILL.md or
// persona): not read, so a tree cannot make validate quote any file. The markdown half is the engine's (validate-docs.ts).
import { fromBStr } from '../../../go/bytes.js';
import { join } from '../../../go/gopath.js';
import { folderEscape } from '../../../source/list-inside.js';
import type { Escape } from '../../../source/read-inside.js';
import { caseArgs, ownTestFile } from '../../test-files.js';
import { defineRule } from '../../rule.js';

export type Args = { what: string; target: string; root: string };

/** The finding's arguments for an escape. */
export const escapeArgs = (what: string, e: Escape): Args => ({ what, target: fromBStr(e.target), root: fromBStr(e.root) });

export default defineRule<'read-escapes-tree', Args>({
  id: 'read-escapes-tree',
  severity: 'error',
  manifest(m, report) {
    const examples = folderEscape(m.folder, 'examples');
    if (examples) report(escapeArgs('examples/', examples), { file: { path: join(m.folder, 'examples') } });
    for (const t of m.testFiles()) {
      if (t.escape) {
        report(escapeArgs(t.file.path.endsWith('/tests') ? 'tests/' : 'test file', t.escape), { file: { path: t.file.path } });
        continue;
      }
      if (!ownTestFile(t, m)) continue;
      for (const c of t.parsed!.cases) {
        const args = caseArgs(t, c);
        if (args && 'escape' in args) report(escapeArgs(`args_file ${JSON.stringify(c.argsFile)}`, args.escape), { file: t.file, offset: args.offset });
      }
    }
  },
  why: 'A tree you did not write can name any path: a golden test\'s `args_file`, or a link as examples/, tests/, SKILL.md or a persona. Were it read, its values would reach findings, CI logs and PR annotations (a schema with one-character patterns turns each finding into an oracle). So such a path is never read: it is reported.',
  howto: 'Keep the file inside the skill\'s folder (a pack\'s files inside the pack) and name it by a relative path; copy it in rather than linking to it.',
  example: '{"cases": [{"name": "a", "args_file": "../secret.json"}]}',
  help: 'a path the tree names (args_file, examples/, tests/, SKILL.md, persona) leads out of the skill\'s folder or pack: not read, not checked',
  message(a) {
    return `${a.what} leads to ${a.target}, outside ${a.root}: this tool does not read it, so it is not checked; keep the file inside and name it by a relative path`;
  },
});
