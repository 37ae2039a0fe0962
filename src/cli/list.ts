import { type Command, Option } from '../argv/command.js';
import { TOOL_SHAPES } from '../format/tools.js';
import type { ListFlags } from '../commands/list/index.js';
import { type CommandOpts, builtinsOption, collect, dirOption, sessionFlags } from './options.js';

const LIST_HELP = `
Examples:
  $ ongrid-skills list /etc/ongrid/skills
  $ ongrid-skills list ./skills --quiet
  $ ongrid-skills list --json --category storage
  $ ongrid-skills list --tools openai > tools.json

The table says, per registered skill, whether the model can see it (only
safe skills, and only in the legacy chat kernel) and why not. --json prints
GET /api/v1/skills as the manager answers it (skill.json skills only);
--tools prints the tool definitions the manager would hand a model.
With --compose, the loader lines name the container's paths (each with the
host path beside it), and --json adds "container": [{name, manifest,
container_manifest}].`;

export function addList(program: Command): void {
  program
    .command('list')
    .description('the registered skills, and what a model would see of them')
    .argument('[dir...]', 'skill folders (allowlist roots); a relative one is resolved against the current folder')
    .addOption(dirOption())
    .option('--json', 'print the REST list (GET /api/v1/skills) as the manager does')
    .addOption(new Option('--tools <api>', 'print the agent tools in this API\'s shape').choices(TOOL_SHAPES))
    .option('--category <category>', 'only skills of this category, like the REST API')
    .addOption(new Option('--compose <file>', 'the skill folders of the manager this compose file starts (repeatable: later files override)').argParser(collect))
    .option('--service <name>', 'the manager service in the compose file (default: ongrid)')
    .addOption(builtinsOption())
    .option('-q, --quiet', 'print only the loader lines of skills that did not register')
    .addHelpText(LIST_HELP)
    .action(async (dirs: string[], opts: CommandOpts<ListFlags>, cmd: Command) => {
      const { listCommand } = await import('../commands/list/index.js');
      process.exitCode = await listCommand(dirs, { ...opts, ...sessionFlags(cmd) });
    });
}
