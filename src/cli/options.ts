// The options several commands share, declared and read in one place: loading (--dir, --no-builtins and the
// program's --config, --no-config, --no-color), the permission gate's, and the parsers.
import { type Command, InvalidArgumentError, Option } from '../argv/command.js';
import { PERMISSION_MODES } from '../ecosystems/permission-modes.js';
import type { SessionFlags } from '../session/load-session.js';
import { announceCodeConfig } from '../commands/config-notice.js';

/** What the parser gives for the loading options of a command that declares them. */
interface LoadingOpts {
  dir?: string[];
  /** false only with --no-builtins; read through sessionFlags. */
  builtins?: boolean;
}

/** The program's own options (before the command name). */
interface GlobalOpts {
  config?: string | false;
  /** false only with --no-code-config. */
  codeConfig: boolean;
  color: boolean;
}

/** What a command's action gets: its own flags less the program's options (sessionFlags reads those). */
export type CommandOpts<Flags> = Omit<Flags, 'config' | 'codeConfig' | 'beforeCodeConfig' | 'color'>;

export function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

export function nonNegativeInt(value: string): number {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError('expected a whole number, 0 or more');
  return Number(value);
}

/** A comma list parser for --providers and --profile: each name checked, repeats merged. */
export function commaList<T extends string>(isName: (name: string) => boolean, unknown: (name: string) => string) {
  return (value: string, previous: T[] | undefined): T[] => {
    const names = value.split(',').map((p) => p.trim()).filter((p) => p !== '');
    const bad = names.find((p) => !isName(p));
    if (bad !== undefined) throw new InvalidArgumentError(unknown(bad));
    return [...new Set([...(previous ?? []), ...(names as T[])])];
  };
}

/** `--dir <path>`, repeatable. */
export function dirOption(): Option {
  return new Option('--dir <path>', 'a skill folder (repeatable)').argParser(collect).default(undefined);
}

/** `--no-builtins`. */
export function builtinsOption(): Option {
  return new Option('--no-builtins', "do not count the manager's 11 built-in skill names as registered");
}

/** The loading flags as a command takes them; --no-builtins is undefined unless given, so the config decides. */
export function sessionFlags(cmd: Command): SessionFlags & { color: boolean } {
  const opts = cmd.opts<LoadingOpts>();
  const globals = cmd.optsWithGlobals<GlobalOpts>();
  return {
    dir: opts.dir,
    builtins: cmd.getOptionValueSource('builtins') === 'cli' ? opts.builtins : undefined,
    config: globals.config,
    codeConfig: globals.codeConfig,
    beforeCodeConfig: announceCodeConfig,
    color: globals.color,
  };
}

/** The permission gate's options, shared by run, test and mcp (docs/commands/run.md). */
export function gateOptions(cmd: Command): Command {
  return cmd
    .addOption(new Option('--permission-mode <mode>', 'what the gate lets run').choices([...PERMISSION_MODES]))
    .option('--persona <file>', "take the permission mode from a persona's permission_mode")
    .option('-y, --yes', 'confirm a mutating skill without a prompt')
    .addOption(new Option('--approver <name>', 'an approver of a dangerous skill (give two)').argParser(collect).default(undefined));
}
