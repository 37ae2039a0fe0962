// The command-line program: commander wiring, lazy command imports, and the
// only top-level catch (expected failures -> one line + exit code).
import { Command, CommanderError, Option } from 'commander';
import { UsageError, EXIT } from './core/errors.js';
import { errorLine, hintLine } from './messages.js';
import { writeErr } from './io/write.js';
import { VERSION } from './version.js';

const SCAN_HELP = `
Examples:
  $ ongrid-skills scan /etc/ongrid/skills
  $ ongrid-skills scan "$PWD/fixtures/skills" --json
  $ ONGRID_SKILLS_EXTERNAL_DIRS=/etc/ongrid/skills,/opt/skills ongrid-skills scan

Folders are used as the manager would: relative ones are skipped, a root
that is a symbolic link loads nothing. The manager's "skill loader: ..."
lines go to stderr byte for byte; the table goes to stdout.

Exit status: 0 every skill.json registered, 1 one was rejected or skipped,
2 usage or config error.`;

function sourceIsCli(cmd: Command, key: string): boolean {
  return cmd.getOptionValueSource(key) === 'cli';
}

export function buildProgram(): Command {
  const program = new Command('ongrid-skills')
    .description("The ongrid manager's skill loader and runner in your terminal and CI, byte for byte.")
    .version(VERSION, '-V, --version')
    .option('--config <file>', 'use this config file instead of searching for one')
    .option('--no-color', 'never colour output')
    .showHelpAfterError('(run with --help for usage)')
    .configureOutput({ writeErr: (s) => writeErr(s), outputError: (s, write) => write(s) })
    .exitOverride();

  program
    .command('scan')
    .description('boot the loader over skill folders like the manager, and list what registers')
    .argument('[dir...]', 'skill folders (allowlist roots), each used as given')
    .addOption(new Option('--dir <path>', 'a skill folder (repeatable)').argParser(collect).default(undefined))
    .option('--json', 'print {roots, skills, rejected, lines} as JSON on stdout')
    .option('--no-builtins', "do not count the manager's 11 built-in skill names as registered")
    .addHelpText('after', SCAN_HELP)
    .action(async (dirs: string[], opts: Record<string, unknown>, cmd: Command) => {
      const { scanCommand } = await import('./commands/scan.js');
      const globals = program.opts();
      process.exitCode = await scanCommand(dirs, {
        dir: opts.dir as string[] | undefined,
        json: Boolean(opts.json),
        builtins: sourceIsCli(cmd, 'builtins') ? (opts.builtins as boolean) : undefined,
        config: globals.config as string | undefined,
        color: globals.color as boolean,
      });
    });

  return program;
}

function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

export async function main(argv: string[]): Promise<void> {
  const program = buildProgram();
  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (err) {
    process.exitCode = failureExitCode(err);
  }
}

function failureExitCode(err: unknown): number {
  if (err instanceof CommanderError) {
    // Help and version exit 0; parse errors were already printed by commander.
    return err.exitCode === 0 ? EXIT.ok : EXIT.usage;
  }
  if (err instanceof UsageError) {
    writeErr(errorLine(err.message) + '\n' + (err.hint ? hintLine(err.hint) + '\n' : ''));
    return err.exitCode;
  }
  const message = err instanceof Error ? err.message : String(err);
  writeErr(errorLine(`unexpected failure: ${message}`) + '\n' + hintLine('this is a bug in ongrid-skills; please report it with the command you ran') + '\n');
  if (process.env.ONGRID_SKILLS_DEBUG) writeErr(String((err as Error)?.stack) + '\n');
  return EXIT.failed;
}
