import { type Command, Option } from '../argv/command.js';
import { ARGS_PATHS } from '../runner/skill-args.js';
import type { RunFlags, runCommand } from '../commands/run/index.js';
import { targetOptions } from './target-options.js';
import { type CommandOpts, builtinsOption, dirOption, gateOptions, sessionFlags } from './options.js';

const RUN_HELP = `
Examples:
  $ echo '{"path":"/var/log"}' | ongrid-skills run disk_cleaner --dir /etc/ongrid/skills
  $ ongrid-skills run disk_cleaner --args args.json --pretty
  $ ongrid-skills run disk_cleaner --args args.json --as rest
  $ ongrid-skills run restart_nginx --yes
  $ ongrid-skills run wipe_disk --permission-mode dual-sign-required --approver ana --approver ben

Runs the skill as the manager does: argv is the entry alone, the environment
holds only the env_allow names that are set, args go to stdin ({} when
blank), stdout is kept up to 16 MiB, the whole process group is killed at
the deadline. stdout is the skill's stdout, byte for byte; stderr gets the
skill's stderr as it comes, raw even on a terminal (by design: it is the
skill's own output, escape sequences and all), and on failure the manager's
error as the last line. Everything else on a terminal, loader lines too, has
its control characters shown escaped (\\x1b); off a terminal it is byte-exact.

Exit status: 0 ok, 1 the skill failed, 2 usage, bad args or unknown skill,
3 refused by the permission gate, 130 interrupted.`;

/** The command's module as the action needs it. */
export interface RunModule {
  runCommand: typeof runCommand;
}

/** `run` wired to `load`, which gives its module: imported on first use, statically in run's own bundle (src/cli-run.ts). */
export function addRun(program: Command, load: () => Promise<RunModule>): void {
  targetOptions(gateOptions(program.command('run')))
    .description('execute one skill exactly as the manager would, and show everything it does')
    .argument('<name>', 'the skill to run (its manifest name)')
    .option('--args <file>', 'args JSON from a file, or - for stdin (default: piped stdin, else {})')
    .addOption(dirOption())
    .addOption(builtinsOption())
    .option('--timeout <seconds>', "override the manifest's timeout_seconds")
    .addOption(new Option('--as <path>', 'print what this caller gets back').choices(ARGS_PATHS).default('direct'))
    .option('--pretty', 'indent the JSON on stdout')
    .option('--no-validate-args', "do not check the args against the manifest's schema")
    .option('--image <image>', 'run it in this image (the ongrid manager image, or your own) with docker or podman')
    .option('--leave-running', 'leave processes the skill started running, as the manager does')
    .option('--verbose', 'print every loader line, not only those about this skill')
    .option('-q, --quiet', 'print only the loader lines about this skill, without the count of the others')
    .addHelpText(RUN_HELP)
    .action(async (name: string, opts: CommandOpts<RunFlags>, cmd: Command) => {
      process.exitCode = await (await load()).runCommand(name, { ...opts, ...sessionFlags(cmd) });
    });
}
