// Loads, never runs (docs/manager.md#running-a-skill): the `#!` interpreter is missing, not executable or ends in a CR,
// or `/usr/bin/env X` finds no X (glibc's /bin:/usr/bin without PATH, else the image's). In the container (docs/target.md) unless `--target host`.
import { fromBStr } from '../../../go/bytes.js';
import { type Shebang, allowsPath, envCommand } from '../../../runner/entry-facts.js';
import type { BuiltSkill } from '../../../loader/build.js';
import { type ExecWorld, execWorld, whereJudged } from '../../../target/world.js';
import { defineRule } from '../../rule.js';

type InterpreterProblem = 'missing' | 'not-executable' | 'directory' | 'carriage-return' | 'env-fallback' | 'env-path';

function problemOf(shebang: Shebang, skill: BuiltSkill, world: ExecWorld): { problem: InterpreterProblem; command?: string } | undefined {
  if (shebang.interpreter.includes('\r')) return { problem: 'carriage-return' };
  const state = world.state(shebang.interpreter);
  if (state === 'unknown') return undefined;
  if (state !== 'ok') return { problem: state };
  const command = envCommand(shebang);
  if (command === undefined) return undefined;
  if (command.includes('\r')) return { problem: 'carriage-return', command: fromBStr(command.replaceAll('\r', '')) };
  if (command.includes('/')) {
    const s = world.state(command);
    return s === 'ok' || s === 'unknown' ? undefined : { problem: s, command: fromBStr(command) };
  }
  if (allowsPath(skill.envAllow)) return world.onPath(command) === undefined ? { problem: 'env-path', command: fromBStr(command) } : undefined;
  if (world.fallback(command) !== undefined) return undefined;
  return { problem: 'env-fallback', command: fromBStr(command) };
}

function interpreterText(a: Args): string {
  const target = a.command ?? a.interpreter;
  const here = a.container ? "in the manager's container (ongrid v0.13.4 image)" : 'on this machine';
  const fails = a.container ? 'every call there fails' : 'every run fails';
  switch (a.problem) {
    case 'missing':
      return `the #! interpreter ${target} does not exist ${here}; ${fails} (start: fork/exec ${a.entry}: no such file or directory); ${a.container ? 'use one the image has (sh, bash, perl, python3) or ship the skill as a static binary' : 'install it or point #! at one that exists'}`;
    case 'directory':
    case 'not-executable':
      return `the #! interpreter ${target} is ${a.problem === 'directory' ? 'a directory' : 'not executable'} ${here}; ${fails} (start: fork/exec ${a.entry}: permission denied); point #! at a program`;
    case 'carriage-return':
      return `the #! line ends in a carriage return (Windows line endings), so the kernel looks for "${target}\\r", which does not exist; every run fails; save the script with LF line endings`;
    case 'env-fallback':
      return `#!${a.interpreter} ${target}: env_allow has no PATH, so env searches only glibc's fallback /bin:/usr/bin, and there is no ${target} there ${here}; ${fails} (env exits 127); add "PATH" to env_allow or use the interpreter's absolute path`;
    case 'env-path':
      return `#!${a.interpreter} ${target}: there is no ${target} on the PATH ${here} (/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin); ${fails} (exit 127 (stderr: ${a.interpreter}: '${target}': No such file or directory)); the image has sh, bash, perl and python3 only`;
  }
}

export type Args = { entry: string; interpreter: string; problem: InterpreterProblem; command?: string; container?: true };

export default defineRule<'interpreter-missing', Args>({
  id: 'interpreter-missing',
  severity: 'error',
  readsEntry: true,
  manifest(m, report) {
    const e = m.entry();
    if (!m.built || e?.kind !== 'file') return;
    const shebang = e.shebang;
    if (!shebang) return;
    const world = execWorld(m.image);
    const found = problemOf(shebang, m.built, world);
    if (!found) return;
    const interpreter = fromBStr(shebang.interpreter.replaceAll('\r', ''));
    report(whereJudged<Args>(world, { entry: fromBStr(m.built.entry), interpreter, ...found }), m.where('entry'));
  },
  why: "The kernel looks up the `#!` interpreter where the skill runs: by default that is the manager's container (Debian bookworm-slim with sh, bash, perl and python3; no node, jq or python2), or this machine under `--target host`. The manager runs skills with only the env_allow variables, so `#!/usr/bin/env python3` needs python3 in /bin or /usr/bin, or PATH passed.",
  howto: 'Name an interpreter that exists where the manager runs, by absolute path, or pass PATH in `env_allow`; see docs/target.md for what the image has.',
  example: '#!/usr/bin/env node   # the manager image has no node: exit 127 (stderr: /usr/bin/env: \'node\': No such file or directory)',
  help: 'the #! interpreter (or env\'s command) cannot be found where the skill runs (by default the manager\'s container): every call fails',
  message(a) {
    return interpreterText(a);
  },
});
