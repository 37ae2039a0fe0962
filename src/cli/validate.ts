import { type Command, Option } from '../argv/command.js';
import { FORMAT_NAMES } from '../format/formatters.js';
import type { ValidateFlags } from '../commands/validate/index.js';
import { PROFILE_NAMES, type Profile, isProfile } from '../ecosystems/profiles.js';
import { PROVIDERS, type Provider, isProvider } from '../views/providers.js';
import { closestNames } from '../suggest.js';
import { TARGET_NAMES } from '../target/targets.js';
import { type CommandOpts, builtinsOption, collect, commaList, nonNegativeInt, sessionFlags } from './options.js';

const VALIDATE_HELP = `
Examples:
  $ ongrid-skills validate ./disk-cleaner
  $ ongrid-skills validate skills/ --format github --max-warnings 0
  $ ongrid-skills validate --root /etc/ongrid/skills /etc/ongrid/skills/disk-cleaner
  $ ongrid-skills validate . --providers openai,gemini --rule timeout-default=off
  $ ongrid-skills validate . --format sarif > ongrid-skills.sarif
  $ ongrid-skills validate skills/hello/SKILL.md --profile ongrid,agentskills
  $ ongrid-skills validate --explain-profile plugins/x/agents/reviewer.md
  $ ongrid-skills validate agents/ops.md skills/
  $ ongrid-skills validate . --baseline .ongrid-skills-baseline.json --update-baseline
  $ ongrid-skills validate . --fix-dry-run          # the mechanical fixes, as a diff
  $ ongrid-skills validate . --fix

Each path (a skill folder, a tree of them, or a skill.json) is booted as its
own allowlist root, exactly as the manager would load it; --root walks the
deployment root instead and reports on the paths inside it. SKILL.md files,
personas (a named .md, or any .md under agents/) and packs found in the paths
are checked too, each under the ecosystem it is written for (its config
override, its container, its keys, else ongrid; --explain-profile FILE says
which and why); --profile checks every one under the ecosystems named, and
--profile ongrid gives the manager's full verdict on each. stderr gets the
manager's "skill loader: ..." lines byte for byte; stdout the diagnostics:
file:line:col  severity  message  [rule-id]. Rule ids, their default levels
and what each finds: "ongrid-skills rules", and docs/rules/ in the repository.

Exit status: 0 clean, 1 errors (or warnings under --strict or over
--max-warnings), 2 usage or config error.`;

const providerList = commaList<Provider>(isProvider, (bad) => {
  const [near] = closestNames(bad, PROVIDERS, 1);
  return `unknown provider ${JSON.stringify(bad)}${near ? ` (did you mean ${near}?)` : ''}; choose from ${PROVIDERS.join(', ')}`;
});

const profileList = commaList<Profile>(isProfile, (bad) => `unknown profile ${JSON.stringify(bad)} (choose from ${PROFILE_NAMES.join(', ')})`);

export function addValidate(program: Command): void {
  program
    .command('validate')
    .description('check skills the way the manager loads them, plus everything it would not tell you')
    .argument('[path...]', 'skill folders, trees of them, skill.json, SKILL.md or persona .md files, packs (default: .)')
    .addOption(new Option('--format <format>', 'output format').choices(FORMAT_NAMES).default('text'))
    .option('--strict', 'warnings fail the run too')
    .option('--max-warnings <n>', 'fail when there are more warnings than this', nonNegativeInt)
    .addOption(new Option('--rule <id=level>', 'set a rule to off, warn or error (repeatable)').argParser(collect).default(undefined))
    .option('--root <dir>', 'the deployment root the paths live under (default: each path is its own root)')
    .addOption(new Option('--compose <file>', 'check the skill folders of the manager this compose file starts, instead of paths (repeatable: later files override)').argParser(collect))
    .option('--service <name>', 'the manager service in the compose file (default: ongrid)')
    .option('--providers <list>', `also check what these model providers accept: ${PROVIDERS.join(', ')}`, providerList)
    .addOption(
      // Choices shown in --help from the profile table; the parser also takes a comma list.
      new Option('--profile <list>', 'check every document against these ecosystems (comma list; default: each its own)').choices(PROFILE_NAMES).argParser(profileList),
    )
    .option('--explain-profile <file>', 'say which ecosystem this document is checked under, and why; check nothing')
    .addOption(builtinsOption())
    .addOption(new Option('--target <target>', "where skills are judged to run: the manager's container (default) or this machine").choices(TARGET_NAMES))
    .option('--baseline <file>', 'do not report the known findings this file holds; report its stale entries')
    .option('--update-baseline', 'write every current error and warning to the --baseline file')
    .option('-q, --quiet', 'report errors only: no warnings or notes, no loader lines of skills that registered')
    .option('-o, --output <file>', 'write the report to this file instead of stdout')
    .option('--allow-empty', 'exit 0 when the paths hold nothing to check (default: exit 2)')
    .option('--fix', 'apply the mechanical fixes rules declare (each file rewritten atomically), then report what is left')
    .option('--fix-dry-run', 'print the fixes --fix would apply as a unified diff; write nothing')
    .addHelpText(VALIDATE_HELP)
    .action(async (paths: string[], opts: CommandOpts<ValidateFlags>, cmd: Command) => {
      const { validateCommand } = await import('../commands/validate/index.js');
      process.exitCode = await validateCommand(paths, { ...opts, ...sessionFlags(cmd) });
    });
}
