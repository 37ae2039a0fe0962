// A Python entry importing what the container lacks: its python3 has only the standard library, pip, setuptools and
// wheel (docs/target.md). Manager-image target only; a module beside the entry is the script's own.
import { statSync } from 'node:fs';
import { type BStr, fromBStr, fsPath } from '../../../go/bytes.js';
import { dir } from '../../../go/gopath.js';
import { envCommand } from '../../../runner/entry-facts.js';
import { readCapped } from '../../../source/read-capped.js';
import { topLevelImports } from '../../../target/python-imports.js';
import { defineRule } from '../../rule.js';

/** A script larger than this is not read for imports (no finding). */
const SCRIPT_CAP = 256 * 1024;
const PYTHON = /(^|\/)python3(\.\d+)?$/;

export type Args = { entry: string; module: string; line: number; python: string };

/** `import x` finds x.py, an x/ package or an extension beside the script first (sys.path[0]). */
function besideEntry(folder: BStr, module: string): boolean {
  for (const name of [module, `${module}.py`]) {
    try {
      statSync(fsPath(`${folder}/${name}`));
      return true;
    } catch {
      // not there: try the next form
    }
  }
  return false;
}

export default defineRule<'python-import-missing', Args>({
  id: 'python-import-missing',
  severity: 'warning',
  readsEntry: true,
  manifest(m, report) {
    const image = m.image;
    const e = m.entry();
    if (!image || !m.built || e?.kind !== 'file' || !e.shebang) return;
    if (!PYTHON.test(envCommand(e.shebang) ?? e.shebang.interpreter)) return;
    const bytes = readCapped(fsPath(m.built.entry), SCRIPT_CAP);
    if (typeof bytes === 'string') return;
    const folder = dir(m.built.entry);
    for (const { module, line } of topLevelImports(bytes.toString('latin1'))) {
      if (image.hasPythonModule(module) || besideEntry(folder, module)) continue;
      report({ entry: fromBStr(m.built.entry), module, line, python: image.pythonVersion }, m.where('entry'));
    }
  },
  why: "The manager's image installs python3 and python3-pip from Debian and nothing from PyPI; the skill runs as uid 65532 with no package manager, so a module that is not in the standard library is not there when the skill is called.",
  howto: 'Vendor the module into the skill folder (beside the entry), use the standard library (urllib.request in place of requests), or guard the import.',
  example: 'import requests   # ModuleNotFoundError: No module named \'requests\' in the manager\'s container',
  help: "a Python entry imports a module the manager's container does not have (warning, under the default manager-image target)",
  message(a) {
    return `${a.entry} line ${a.line}: import ${a.module}: the manager's container (python ${a.python}, standard library plus pip, setuptools, wheel) has no module ${a.module}; every call there fails with ModuleNotFoundError: No module named '${a.module}'; vendor it beside the entry or use the standard library`;
  },
});
