// Loads, never runs (manager.md 6): the `#!` interpreter is not there (or
// is a folder, or not executable, or ends in a CR from Windows line
// endings), or `#!/usr/bin/env X` with no PATH in env_allow finds no X in
// glibc's fallback /bin:/usr/bin. Checked on this machine.
import { fromBStr } from '../../../go/bytes.js';
import { type Shebang, allowsPath, envCommand, findInFallbackPath, interpreterState } from '../../../runner/entry-facts.js';
import type { BuiltSkill } from '../../../loader/build.js';
import { defineRule } from '../../rule.js';

type InterpreterProblem = 'missing' | 'not-executable' | 'directory' | 'carriage-return' | 'env-fallback';

function problemOf(shebang: Shebang, skill: BuiltSkill): { problem: InterpreterProblem; command?: string } | undefined {
  if (shebang.interpreter.includes('\r')) return { problem: 'carriage-return' };
  const state = interpreterState(shebang.interpreter);
  if (state !== 'ok') return { problem: state };
  const command = envCommand(shebang);
  if (command === undefined) return undefined;
  if (command.includes('\r')) return { problem: 'carriage-return', command: fromBStr(command.replaceAll('\r', '')) };
  if (command.includes('/')) {
    const s = interpreterState(command);
    return s === 'ok' ? undefined : { problem: s, command: fromBStr(command) };
  }
  if (allowsPath(skill.envAllow) || findInFallbackPath(command) !== undefined) return undefined;
  return { problem: 'env-fallback', command: fromBStr(command) };
}

function interpreterText(a: Args): string {
  const target = a.command ?? a.interpreter;
  switch (a.problem) {
    case 'missing':
      return `the #! interpreter ${target} does not exist on this machine; every run fails (start: fork/exec ${a.entry}: no such file or directory); install it or point #! at one that exists`;
    case 'directory':
    case 'not-executable':
      return `the #! interpreter ${target} is ${a.problem === 'directory' ? 'a directory' : 'not executable'}; every run fails (start: fork/exec ${a.entry}: permission denied); point #! at a program`;
    case 'carriage-return':
      return `the #! line ends in a carriage return (Windows line endings), so the kernel looks for "${target}\\r", which does not exist; every run fails; save the script with LF line endings`;
    case 'env-fallback':
      return `#!${a.interpreter} ${target}: env_allow has no PATH, so env searches only glibc's fallback /bin:/usr/bin, and there is no ${target} there; every run fails (env exits 127); add "PATH" to env_allow or use the interpreter's absolute path`;
  }
}

export type Args = { entry: string; interpreter: string; problem: InterpreterProblem; command?: string };

export default defineRule<'interpreter-missing', Args>({
  id: 'interpreter-missing',
  severity: 'error',
  readsEntry: true,
  manifest(m, report) {
    const e = m.entry();
    if (!m.built || e?.kind !== 'file') return;
    const shebang = e.shebang;
    if (!shebang) return;
    const found = problemOf(shebang, m.built);
    if (!found) return;
    const interpreter = fromBStr(shebang.interpreter.replaceAll('\r', ''));
    report({ entry: fromBStr(m.built.entry), interpreter, ...found }, m.where('entry'));
  },
  why: 'The kernel looks up the `#!` interpreter on the machine that runs it; the manager runs skills with only the env_allow variables, so `#!/usr/bin/env python3` needs python3 in /bin or /usr/bin (or PATH passed), and the manager image may lack it altogether.',
  howto: 'Name an interpreter that exists where the manager runs, by absolute path, or pass PATH in `env_allow`.',
  example: '#!/usr/local/bin/python3.12 on a host without it: fork/exec ...: no such file or directory',
  help: 'the #! interpreter (or env\'s command) cannot be found: every run fails',
  message(a) {
    return interpreterText(a);
  },
});
