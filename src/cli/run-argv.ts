// `run`'s command line without commander, for the run bundle's start
// (src/bundles/run.ts): no commander program to build, parse with and
// initialise. With two smaller trims of the start, a no-op run took 3-4 ms
// less (1.25x the 10-line script's time before, 1.21x after; README,
// "Figures").
// It is the one hand-read command line, and only a fast path: it takes a
// command line whose meaning is certain, `run`, one name, and the options
// of src/cli/run.ts and the program's loading options in their plain
// spellings. Anything else (help, version, `--`, grouped short flags, an
// unknown option, a missing value, a value that looks like an option, a
// value outside its choices, no name or two) gives undefined, and commander
// parses it as before, with its own help and error lines. On what it takes,
// it gives what commander would: test/run/run-argv.test.ts holds OPTIONS to
// the commander options they mirror, and parses random command lines both
// ways.
import { PERMISSION_MODES } from '../native/permission-modes.js';
import type { RunFlags } from '../commands/run/index.js';
import { ARGS_PATHS } from '../runner/skill-args.js';
import { TARGET_NAMES } from '../target/targets.js';

type Key = keyof RunFlags;

/** One option: a flag sets `key` to `value`; a value option takes the next argument (or `=value`), checked against `choices`. */
type Spec =
  | { kind: 'flag'; key: Key; value: boolean }
  | { kind: 'value'; key: Key; choices?: readonly string[] }
  | { kind: 'list'; key: Key };

const flag = (key: Key, value = true): Spec => ({ kind: 'flag', key, value });
const value = (key: Key, choices?: readonly string[]): Spec => ({ kind: 'value', key, choices });
const list = (key: Key): Spec => ({ kind: 'list', key });

/** src/cli/run.ts, options.ts (gate and loading options) and program-base.ts (--config, --no-config, --no-color). */
export const OPTIONS: ReadonlyMap<string, Spec> = new Map([
  ['--args', value('args')],
  ['--dir', list('dir')],
  ['--no-builtins', flag('builtins', false)],
  ['--timeout', value('timeout')],
  ['--as', value('as', ARGS_PATHS)],
  ['--pretty', flag('pretty')],
  ['--no-validate-args', flag('validateArgs', false)],
  ['--target', value('target', TARGET_NAMES)],
  ['--target-dir', value('targetDir')],
  ['--network', flag('network')],
  ['--image', value('image')],
  ['--leave-running', flag('leaveRunning')],
  ['--verbose', flag('verbose')],
  ['-q', flag('quiet')],
  ['--quiet', flag('quiet')],
  ['--permission-mode', value('permissionMode', PERMISSION_MODES)],
  ['--persona', value('persona')],
  ['-y', flag('yes')],
  ['--yes', flag('yes')],
  ['--approver', list('approver')],
  ['--config', value('config')],
  ['--no-config', flag('config', false)],
  ['--no-color', flag('color', false)],
]);

/** What commander reads as an option rather than a value or a name. */
const looksLikeOption = (arg: string): boolean => arg.length > 1 && arg.startsWith('-');

/** The skill's name and run's flags, as commander would give them to runCommand; undefined to leave the line to commander. */
export function fastRunArgv(argv: readonly string[]): { name: string; flags: RunFlags } | undefined {
  if (argv[0] !== 'run') return undefined;
  const flags: Record<string, unknown> = { as: 'direct', validateArgs: true, color: true };
  const names: string[] = [];
  for (let i = 1; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!looksLikeOption(arg)) {
      names.push(arg);
      continue;
    }
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const spec = OPTIONS.get(eq > 2 ? arg.slice(0, eq) : arg);
    if (spec === undefined) return undefined;
    if (spec.kind === 'flag') {
      if (eq > 2) return undefined;
      flags[spec.key] = spec.value;
      continue;
    }
    const given = eq > 2 ? arg.slice(eq + 1) : argv[++i];
    if (given === undefined || (eq <= 2 && looksLikeOption(given))) return undefined;
    if (spec.kind === 'list') flags[spec.key] = [...((flags[spec.key] as string[] | undefined) ?? []), given];
    else if (spec.choices && !spec.choices.includes(given)) return undefined;
    else flags[spec.key] = given;
  }
  return names.length === 1 ? { name: names[0]!, flags: flags as RunFlags } : undefined;
}
