// The commander program: the global options and help, then each command's
// wiring from its own module under src/cli/.
import { Command } from 'commander';
import { writeErr, writeOut } from '../io/write.js';
import { VERSION } from '../version.js';
import { addInit } from './init.js';
import { addList } from './list.js';
import { addMcp } from './mcp.js';
import { addPack } from './pack.js';
import { addReference } from './reference.js';
import { addRun } from './run.js';
import { addScan } from './scan.js';
import { addTest } from './test.js';
import { addValidate } from './validate.js';

const PROGRAM_HELP = `
Examples:
  $ ongrid-skills validate ./disk-cleaner            # the CI lint step
  $ ongrid-skills scan /etc/ongrid/skills            # what the manager would load
  $ ongrid-skills run disk_cleaner < args.json       # run a skill as the manager would
  $ ongrid-skills list --tools openai                # the tools a model would see

Folders: --dir or arguments, else "dirs" in the config file, else
ONGRID_SKILLS_EXTERNAL_DIRS (split on "," and ";"), else the current folder.
"ongrid-skills <command> --help" shows each command's options and examples.`;

export function buildProgram(): Command {
  const program = new Command('ongrid-skills')
    .description("The ongrid manager's skill loader and runner in your terminal and CI, byte for byte.")
    .version(VERSION, '-V, --version')
    .option('--config <file>', 'use this config file instead of searching for one')
    .option('--no-config', 'use no config file: nothing from the project is read or run')
    .option('--no-color', 'never colour output')
    .showHelpAfterError('(run with --help for usage)')
    .addHelpText('after', PROGRAM_HELP)
    .configureOutput({ writeOut: (s) => writeOut(s), writeErr: (s) => writeErr(s), outputError: (s, write) => write(s) })
    .exitOverride();
  for (const add of [addScan, addRun, addValidate, addList, addTest, addMcp, addInit, addReference, addPack]) add(program);
  return program;
}
