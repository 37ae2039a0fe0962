import { type Command, Option } from '../argv/command.js';
import { CI_KINDS, CLASSES, LANGS } from '../commands/init/choices.js';
import type { InitFlags } from '../commands/init/index.js';

const INIT_HELP = `
Examples:
  $ ongrid-skills init disk_report --lang python --yes
  $ ongrid-skills init skills/restart_nginx --class mutating --lang sh --yes
  $ ongrid-skills init skills/disk_report --native --yes
  $ ongrid-skills init --ci github
  $ ongrid-skills init --ci pre-commit --from ./vendor/ongrid-skills.tgz

Writes skill.json (with a schema), an entry script that reads JSON on stdin
and writes a JSON result, examples/, a passing tests/ golden file and a
README. On a terminal it asks for what the flags do not say, unless --yes.
Existing files are never replaced without --force. "init --ci KIND" alone
adds only the workflow or hook in the current folder; its commands start
this exact version with npx (or the package --from names), with the flags
that let mutating and dangerous skills' golden tests run unattended.

Exit status: 0 written, 2 usage error or a file exists.`;

export function addInit(program: Command): void {
  program
    .command('init')
    .description('scaffold a skill that passes validate and test on the first try')
    .argument('[dir]', 'the skill folder to create (default: .)')
    .option('--name <name>', 'the skill name, lower_snake (default: from the folder)')
    .option('--description <text>', 'one line on what the skill does')
    .addOption(new Option('--lang <lang>', 'the entry script language').choices(LANGS))
    .addOption(new Option('--class <class>', 'safe, mutating or dangerous').choices(CLASSES))
    .option('--native', 'a SKILL.md skill instead of skill.json')
    .addOption(new Option('--ci <kind>', 'also add the CI workflow (github) or hook (pre-commit) in the current folder').choices(CI_KINDS))
    .option('--from <spec>', 'with --ci: the install spec its npx runs (a tarball, git URL or registry name; default: this exact version)')
    .option('-y, --yes', 'take the defaults without asking')
    .option('--force', 'replace files that exist')
    .addHelpText(INIT_HELP)
    .action(async (dir: string | undefined, opts: InitFlags) => {
      const { initCommand } = await import('../commands/init/index.js');
      process.exitCode = await initCommand(dir, opts);
    });
}
