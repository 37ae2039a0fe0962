import { type Command, Option } from '../argv/command.js';
import { ARGS_PATHS } from '../runner/skill-args.js';
import { REPORTERS } from '../commands/test/reporters.js';
import type { TestFlags } from '../commands/test/index.js';
import { targetOptions } from './target-options.js';
import { type CommandOpts, builtinsOption, gateOptions, sessionFlags } from './options.js';

const TEST_HELP = `
Examples:
  $ ongrid-skills test                                  # every tests/*.test.json under .
  $ ongrid-skills test skills/ --reporter junit > junit.xml
  $ ongrid-skills test skills/hello --filter greets --update
  $ ongrid-skills test skills/ --jobs 4 --yes

Each case runs through the same runner as "run" (env filtering, stdin,
timeout, errors) and is compared with its "expect"; the matcher language is
in docs/commands/test.md. Cases of one skill run in order, skills side by side.

Exit status: 0 all passed, 1 a case failed, 2 a bad test file or usage,
3 a case was refused by the permission gate (and none failed), 130 interrupted.`;

export function addTest(program: Command): void {
  targetOptions(gateOptions(program.command('test')))
    .description('run golden tests (tests/*.test.json) through the exact runner')
    .argument('[path...]', 'test files, skill folders or trees of them (default: .)')
    .addOption(new Option('--reporter <name>', 'output format').choices(REPORTERS).default('text'))
    .option('--update', 'record the current results into the expectations (keeping matchers)')
    .option('--filter <text>', 'only cases whose name contains this (or matches /regex/)')
    .option('--jobs <n>', 'skills run side by side at most (default: cores, up to 8)')
    .addOption(new Option('--as <path>', "cases without their own \"as\" call the skill this way").choices(ARGS_PATHS))
    .addOption(builtinsOption())
    .addHelpText(TEST_HELP)
    .action(async (paths: string[], opts: CommandOpts<TestFlags>, cmd: Command) => {
      const { testCommand } = await import('../commands/test/index.js');
      process.exitCode = await testCommand(paths, { ...opts, ...sessionFlags(cmd) });
    });
}
