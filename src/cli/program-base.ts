// The program without its commands (name, global options, help, output); src/cli/program.ts wires each command on.
import { Command } from '../argv/command.js';
import { writeErr, writeOut } from '../io/write.js';
import { VERSION } from '../version.js';

const PROGRAM_HELP = `
Examples:
  $ ongrid-skills validate ./disk-cleaner            # the CI lint step
  $ ongrid-skills scan /etc/ongrid/skills            # what the manager would load
  $ ongrid-skills run disk_cleaner < args.json       # run a skill as the manager would
  $ ongrid-skills list --tools openai                # the tools a model would see

Folders: --dir or arguments, else "dirs" in the config file, else
ONGRID_SKILLS_EXTERNAL_DIRS (split on "," and ";"), else the current folder.
"ongrid-skills <command> --help" shows each command's options and examples.`;

export type AddCommand = (program: Command) => void;

export function programWith(commands: readonly AddCommand[]): Command {
  const program = new Command('ongrid-skills')
    .description("The ongrid manager's skill loader and runner in your terminal and CI, byte for byte.")
    .version(VERSION)
    .option('--config <file>', 'use this config file instead of searching for one')
    .option('--no-config', 'use no config file: nothing from the project is read or run')
    .option('--no-code-config', 'refuse a config file that is code (.js, .mjs, .cjs, .ts); data configs (JSON, YAML, package.json) still apply')
    .option('--no-color', 'never colour output')
    .showHelpAfterError('(run with --help for usage)')
    .addHelpText(PROGRAM_HELP)
    .configureOutput({ writeOut: (s) => writeOut(s), writeErr: (s) => writeErr(s) });
  for (const add of commands) add(program);
  return program;
}
