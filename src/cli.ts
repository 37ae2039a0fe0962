// The command-line program: commander wiring, lazy command imports, and the
// only top-level catch (expected failures -> one line + exit code).
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { UsageError, EXIT } from './errors.js';
import { PERMISSION_MODES, PROVIDERS } from './session/config.js';
import { PROFILE_NAMES, type Profile, isProfile } from './native/profiles.js';
import { FORMAT_NAMES } from './format/formatters.js';
import { TOOL_SHAPES } from './format/tools.js';
import { writeErr, writeOut } from './io/write.js';
import { rawArgs } from './session/raw-process.js';
import { closestNames } from './lint/closest.js';
import { VERSION } from './version.js';

const SCAN_HELP = `
Examples:
  $ ongrid-skills scan /etc/ongrid/skills
  $ ongrid-skills scan "$PWD/fixtures/skills" --json
  $ ONGRID_SKILLS_EXTERNAL_DIRS=/etc/ongrid/skills,/opt/skills ongrid-skills scan

Folders are used as the manager would: relative ones are skipped, a root
that is a symbolic link loads nothing (a relative --dir is resolved against
the current folder instead). An argument that is not one of the options
above is a folder, even if it starts with "-" (or put "--" first). The manager's "skill loader: ..." lines go to stderr byte for byte;
the table goes to stdout.

Exit status: 0 every skill.json registered, 1 one was rejected or skipped,
2 usage or config error.`;

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
skill's stderr as it comes, and on failure the manager's error as the last
line.

Exit status: 0 ok, 1 the skill failed, 2 usage, bad args or unknown skill,
3 refused by the permission gate, 130 interrupted.`;

const VALIDATE_HELP = `
Examples:
  $ ongrid-skills validate ./disk-cleaner
  $ ongrid-skills validate skills/ --format github --max-warnings 0
  $ ongrid-skills validate --root /etc/ongrid/skills /etc/ongrid/skills/disk-cleaner
  $ ongrid-skills validate . --providers openai,gemini --rule timeout-default=off
  $ ongrid-skills validate . --format sarif > ongrid-skills.sarif
  $ ongrid-skills validate skills/hello/SKILL.md --profile ongrid,agentskills
  $ ongrid-skills validate agents/ops.md skills/
  $ ongrid-skills validate . --baseline .ongrid-skills-baseline.json --update-baseline
  $ ongrid-skills validate . --fix-dry-run          # the mechanical fixes, as a diff
  $ ongrid-skills validate . --fix

Each path (a skill folder, a tree of them, or a skill.json) is booted as its
own allowlist root, exactly as the manager would load it; --root walks the
deployment root instead and reports on the paths inside it. SKILL.md files,
personas (a named .md, or any .md under agents/) and packs found in the paths
are checked too; --profile says whose rules a SKILL.md must meet. stderr gets the
manager's "skill loader: ..." lines byte for byte; stdout the diagnostics:
file:line:col  severity  message  [rule-id]. Rule ids, their default levels
and what each finds are listed in the README.

Exit status: 0 clean, 1 errors (or warnings under --strict or over
--max-warnings), 2 usage or config error.`;

const LIST_HELP = `
Examples:
  $ ongrid-skills list /etc/ongrid/skills
  $ ongrid-skills list ./skills --quiet
  $ ongrid-skills list --json --category storage
  $ ongrid-skills list --tools openai > tools.json

The table says, per registered skill, whether the model can see it (only
safe skills, and only in the legacy chat kernel) and why not. --json prints
GET /api/v1/skills as the manager answers it (skill.json skills only);
--tools prints the tool definitions the manager would hand a model.`;

const TEST_HELP = `
Examples:
  $ ongrid-skills test                                  # every tests/*.test.json under .
  $ ongrid-skills test skills/ --reporter junit > junit.xml
  $ ongrid-skills test skills/hello --filter greets --update
  $ ongrid-skills test skills/ --jobs 4 --yes

Each case runs through the same runner as "run" (env filtering, stdin,
timeout, errors) and is compared with its "expect"; the matcher language is
in the README. Cases of one skill run in order, skills side by side.

Exit status: 0 all passed, 1 a case failed, 2 a bad test file or usage,
3 a case was refused by the permission gate (and none failed), 130 interrupted.`;

const INIT_HELP = `
Examples:
  $ ongrid-skills init disk_report --lang python --yes
  $ ongrid-skills init skills/restart_nginx --class mutating --lang sh --yes
  $ ongrid-skills init skills/disk_report --native --yes
  $ ongrid-skills init --ci github

Writes skill.json (with a schema), an entry script that reads JSON on stdin
and writes a JSON result, examples/, a passing tests/ golden file and a
README. On a terminal it asks for what the flags do not say, unless --yes.
Existing files are never replaced without --force. "init --ci KIND" alone
adds only the workflow or hook in the current folder.

Exit status: 0 written, 2 usage error or a file exists.`;

const MCP_HELP = `
Examples:
  $ ongrid-skills mcp --dir /etc/ongrid/skills
  $ ongrid-skills mcp --dir ./skills --all --watch
  $ ongrid-skills mcp --all --permission-mode dual-sign-required --approver ana --approver ben
  $ claude mcp add ongrid-skills -- npx ongrid-skills mcp --dir "$PWD/skills"

An MCP server on stdio (protocol messages on stdout, everything else on
stderr). tools/list is what the manager hands a model (list --tools mcp,
byte for byte): safe skills only, unless --all. tools/call runs the skill
through the same runner as "run" (args re-encoded as the agent path does,
checked against the schema, the manifest's timeout); a failure comes back
as isError with the manager's error string. Mutating skills ask the user
through the client (elicitation), or need --yes; dangerous ones need
--permission-mode dual-sign-required and two --approver names.

Exit status: 0 the client closed the connection, 2 usage or config error.`;

function nonNegativeInt(value: string): number {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError('expected a whole number, 0 or more');
  return Number(value);
}

function providerList(value: string, previous: string[] | undefined): string[] {
  const names = value.split(',').map((p) => p.trim()).filter((p) => p !== '');
  const bad = names.find((p) => !(PROVIDERS as readonly string[]).includes(p));
  if (bad !== undefined) {
    const [near] = closestNames(bad, PROVIDERS, 1);
    throw new InvalidArgumentError(`unknown provider ${JSON.stringify(bad)}${near ? ` (did you mean ${near}?)` : ''}; choose from ${PROVIDERS.join(', ')}`);
  }
  return [...new Set([...(previous ?? []), ...names])];
}

function profileList(value: string, previous: Profile[] | undefined): Profile[] {
  const names = value.split(',').map((p) => p.trim()).filter((p) => p !== '');
  const bad = names.find((p) => !isProfile(p));
  if (bad !== undefined) throw new InvalidArgumentError(`unknown profile ${JSON.stringify(bad)} (choose from ${PROFILE_NAMES.join(', ')})`);
  return [...new Set([...(previous ?? []), ...(names as Profile[])])];
}

function sourceIsCli(cmd: Command, key: string): boolean {
  return cmd.getOptionValueSource(key) === 'cli';
}

export function buildProgram(): Command {
  const program = new Command('ongrid-skills')
    .description("The ongrid manager's skill loader and runner in your terminal and CI, byte for byte.")
    .version(VERSION, '-V, --version')
    .option('--config <file>', 'use this config file instead of searching for one')
    .option('--no-config', 'use no config file: nothing from the project is read or run')
    .option('--no-color', 'never colour output')
    .showHelpAfterError('(run with --help for usage)')
    .addHelpText(
      'after',
      `
Examples:
  $ ongrid-skills validate ./disk-cleaner            # the CI lint step
  $ ongrid-skills scan /etc/ongrid/skills            # what the manager would load
  $ ongrid-skills run disk_cleaner < args.json       # run a skill as the manager would
  $ ongrid-skills list --tools openai                # the tools a model would see

Folders: --dir or arguments, else "dirs" in the config file, else
ONGRID_SKILLS_EXTERNAL_DIRS (split on "," and ";"), else the current folder.
"ongrid-skills <command> --help" shows each command's options and examples.`,
    )
    .configureOutput({ writeOut: (s) => writeOut(s), writeErr: (s) => writeErr(s), outputError: (s, write) => write(s) })
    .exitOverride();

  program
    .command('scan')
    .description('boot the loader over skill folders like the manager, and list what registers')
    .argument('[dir...]', 'skill folders (allowlist roots), each used as given')
    .addOption(new Option('--dir <path>', 'a skill folder (repeatable)').argParser(collect).default(undefined))
    .option('--json', 'print {roots, skills, rejected, lines} as JSON on stdout')
    .option('--no-builtins', "do not count the manager's 11 built-in skill names as registered")
    // A folder argument may start with "-" (the manager just skips it as
    // relative; the conformance contract passes roots as given): anything
    // that is not one of scan's options is a folder.
    .allowUnknownOption()
    .addHelpText('after', SCAN_HELP)
    .action(async (dirs: string[], opts: Record<string, unknown>, cmd: Command) => {
      const { scanCommand } = await import('./commands/scan/index.js');
      const globals = program.opts();
      process.exitCode = await scanCommand(dirs, {
        dir: opts.dir as string[] | undefined,
        json: Boolean(opts.json),
        builtins: sourceIsCli(cmd, 'builtins') ? (opts.builtins as boolean) : undefined,
        config: globals.config as string | false | undefined,
        color: globals.color as boolean,
      });
    });

  gateOptions(program.command('run'))
    .description('execute one skill exactly as the manager would, and show everything it does')
    .argument('<name>', 'the skill to run (its manifest name)')
    .option('--args <file>', 'args JSON from a file, or - for stdin (default: piped stdin, else {})')
    .addOption(new Option('--dir <path>', 'a skill folder (repeatable)').argParser(collect).default(undefined))
    .option('--no-builtins', "do not count the manager's 11 built-in skill names as registered")
    .option('--timeout <seconds>', "override the manifest's timeout_seconds")
    .addOption(new Option('--as <path>', 'print what this caller gets back').choices(['direct', 'rest', 'llm']).default('direct'))
    .option('--pretty', 'indent the JSON on stdout')
    .option('--no-validate-args', "do not check the args against the manifest's schema")
    .option('--leave-running', 'leave processes the skill started running, as the manager does')
    .option('--verbose', 'print every loader line, not only those about this skill')
    .option('-q, --quiet', 'print only the loader lines about this skill, without the count of the others')
    .addHelpText('after', RUN_HELP)
    .action(async (name: string, opts: Record<string, unknown>, cmd: Command) => {
      const { runCommand } = await import('./commands/run/index.js');
      const globals = program.opts();
      process.exitCode = await runCommand(name, {
        args: opts.args as string | undefined,
        dir: opts.dir as string[] | undefined,
        builtins: sourceIsCli(cmd, 'builtins') ? (opts.builtins as boolean) : undefined,
        timeout: opts.timeout as string | undefined,
        as: opts.as as 'direct' | 'rest' | 'llm',
        pretty: Boolean(opts.pretty),
        validateArgs: opts.validateArgs as boolean,
        ...gateFlags(opts),
        leaveRunning: Boolean(opts.leaveRunning),
        verbose: Boolean(opts.verbose),
        quiet: Boolean(opts.quiet),
        config: globals.config as string | false | undefined,
        color: globals.color as boolean,
      });
    });

  program
    .command('validate')
    .description('check skills the way the manager loads them, plus everything it would not tell you')
    .argument('[path...]', 'skill folders, trees of them, skill.json, SKILL.md or persona .md files, packs (default: .)')
    .addOption(new Option('--format <format>', 'output format').choices(FORMAT_NAMES).default('text'))
    .option('--strict', 'warnings fail the run too')
    .option('--max-warnings <n>', 'fail when there are more warnings than this', nonNegativeInt)
    .addOption(new Option('--rule <id=level>', 'set a rule to off, warn or error (repeatable)').argParser(collect).default(undefined))
    .option('--root <dir>', 'the deployment root the paths live under (default: each path is its own root)')
    .option('--providers <list>', `also check what these model providers accept: ${PROVIDERS.join(', ')}`, providerList)
    .addOption(
      // Choices shown in --help from the profile table; the parser also takes a comma list.
      new Option('--profile <list>', 'check SKILL.md files against these ecosystems (comma list; default: ongrid)').choices(PROFILE_NAMES).argParser(profileList),
    )
    .option('--no-builtins', "do not count the manager's 11 built-in skill names as registered")
    .option('--baseline <file>', 'do not report the known findings this file holds; report its stale entries')
    .option('--update-baseline', 'write every current error and warning to the --baseline file')
    .option('-q, --quiet', 'report errors only: no warnings or notes, no loader lines of skills that registered')
    .option('-o, --output <file>', 'write the report to this file instead of stdout')
    .option('--allow-empty', 'exit 0 when the paths hold nothing to check (default: exit 2)')
    .option('--fix', 'apply the mechanical fixes rules declare (each file rewritten atomically), then report what is left')
    .option('--fix-dry-run', 'print the fixes --fix would apply as a unified diff; write nothing')
    .addHelpText('after', VALIDATE_HELP)
    .action(async (paths: string[], opts: Record<string, unknown>, cmd: Command) => {
      const { validateCommand } = await import('./commands/validate/index.js');
      const globals = program.opts();
      process.exitCode = await validateCommand(paths, {
        format: opts.format as (typeof FORMAT_NAMES)[number],
        strict: Boolean(opts.strict),
        maxWarnings: opts.maxWarnings as number | undefined,
        rule: opts.rule as string[] | undefined,
        root: opts.root as string | undefined,
        providers: opts.providers as Array<(typeof PROVIDERS)[number]> | undefined,
        profile: opts.profile as Profile[] | undefined,
        quiet: Boolean(opts.quiet),
        output: opts.output as string | undefined,
        allowEmpty: Boolean(opts.allowEmpty),
        builtins: sourceIsCli(cmd, 'builtins') ? (opts.builtins as boolean) : undefined,
        config: globals.config as string | false | undefined,
        color: globals.color as boolean,
        baseline: opts.baseline as string | undefined,
        updateBaseline: Boolean(opts.updateBaseline),
        fix: Boolean(opts.fix),
        fixDryRun: Boolean(opts.fixDryRun),
      });
    });

  program
    .command('list')
    .description('the registered skills, and what a model would see of them')
    .argument('[dir...]', 'skill folders (allowlist roots); a relative one is resolved against the current folder')
    .addOption(new Option('--dir <path>', 'a skill folder (repeatable)').argParser(collect).default(undefined))
    .option('--json', 'print the REST list (GET /api/v1/skills) as the manager does')
    .addOption(new Option('--tools <api>', 'print the agent tools in this API\'s shape').choices(TOOL_SHAPES))
    .option('--category <category>', 'only skills of this category, like the REST API')
    .option('--no-builtins', "do not count the manager's 11 built-in skill names as registered")
    .option('-q, --quiet', 'print only the loader lines of skills that did not register')
    .addHelpText('after', LIST_HELP)
    .action(async (dirs: string[], opts: Record<string, unknown>, cmd: Command) => {
      const { listCommand } = await import('./commands/list/index.js');
      const globals = program.opts();
      process.exitCode = await listCommand(dirs, {
        quiet: Boolean(opts.quiet),
        dir: opts.dir as string[] | undefined,
        json: Boolean(opts.json),
        tools: opts.tools as (typeof TOOL_SHAPES)[number] | undefined,
        category: opts.category as string | undefined,
        builtins: sourceIsCli(cmd, 'builtins') ? (opts.builtins as boolean) : undefined,
        config: globals.config as string | false | undefined,
        color: globals.color as boolean,
      });
    });

  gateOptions(program.command('test'))
    .description('run golden tests (tests/*.test.json) through the exact runner')
    .argument('[path...]', 'test files, skill folders or trees of them (default: .)')
    .addOption(new Option('--reporter <name>', 'output format').choices(['text', 'json', 'junit', 'github']).default('text'))
    .option('--update', 'record the current results into the expectations (keeping matchers)')
    .option('--filter <text>', 'only cases whose name contains this (or matches /regex/)')
    .option('--jobs <n>', 'skills run side by side at most (default: cores, up to 8)')
    .addOption(new Option('--as <path>', "cases without their own \"as\" call the skill this way").choices(['direct', 'rest', 'llm']))
    .option('--no-builtins', "do not count the manager's 11 built-in skill names as registered")
    .addHelpText('after', TEST_HELP)
    .action(async (paths: string[], opts: Record<string, unknown>, cmd: Command) => {
      const { testCommand } = await import('./commands/test/index.js');
      const globals = program.opts();
      process.exitCode = await testCommand(paths, {
        reporter: opts.reporter as 'text' | 'json' | 'junit' | 'github',
        update: Boolean(opts.update),
        filter: opts.filter as string | undefined,
        jobs: opts.jobs as string | undefined,
        as: opts.as as 'direct' | 'rest' | 'llm' | undefined,
        ...gateFlags(opts),
        builtins: sourceIsCli(cmd, 'builtins') ? (opts.builtins as boolean) : undefined,
        config: globals.config as string | false | undefined,
        color: globals.color as boolean,
      });
    });

  gateOptions(program.command('mcp'))
    .description("serve the skills to MCP clients over stdio, with the manager's runner and the permission gate")
    .addOption(new Option('--dir <path>', 'a skill folder (repeatable)').argParser(collect).default(undefined))
    .option('--all', 'also offer mutating and dangerous skills (the manager offers a model safe skills only)')
    .option('--no-validate-args', "do not check the args against the manifest's schema")
    .option('--jobs <n>', 'skills that run at once, at most (default: the core count)')
    .option('--watch', 'reload when a skill.json or an entry changes, and tell the client the tools changed')
    .option('--no-builtins', "do not count the manager's 11 built-in skill names as registered")
    .addHelpText('after', MCP_HELP)
    .action(async (opts: Record<string, unknown>, cmd: Command) => {
      const { mcpCommand } = await import('./commands/mcp/index.js');
      const globals = program.opts();
      process.exitCode = await mcpCommand({
        dir: opts.dir as string[] | undefined,
        all: Boolean(opts.all),
        validateArgs: opts.validateArgs as boolean,
        jobs: opts.jobs as string | undefined,
        watch: Boolean(opts.watch),
        ...gateFlags(opts),
        builtins: sourceIsCli(cmd, 'builtins') ? (opts.builtins as boolean) : undefined,
        config: globals.config as string | false | undefined,
      });
    });

  program
    .command('init')
    .description('scaffold a skill that passes validate and test on the first try')
    .argument('[dir]', 'the skill folder to create (default: .)')
    .option('--name <name>', 'the skill name, lower_snake (default: from the folder)')
    .option('--description <text>', 'one line on what the skill does')
    .addOption(new Option('--lang <lang>', 'the entry script language').choices(['sh', 'python', 'node']))
    .addOption(new Option('--class <class>', 'safe, mutating or dangerous').choices(['safe', 'mutating', 'dangerous']))
    .option('--native', 'a SKILL.md skill instead of skill.json')
    .addOption(new Option('--ci <kind>', 'also add the CI workflow (github) or hook (pre-commit) in the current folder').choices(['github', 'pre-commit']))
    .option('-y, --yes', 'take the defaults without asking')
    .option('--force', 'replace files that exist')
    .addHelpText('after', INIT_HELP)
    .action(async (dir: string | undefined, opts: Record<string, unknown>) => {
      const { initCommand } = await import('./commands/init/index.js');
      process.exitCode = await initCommand(dir, {
        name: opts.name as string | undefined,
        description: opts.description as string | undefined,
        lang: opts.lang as 'sh' | 'python' | 'node' | undefined,
        class: opts.class as 'safe' | 'mutating' | 'dangerous' | undefined,
        native: Boolean(opts.native),
        ci: opts.ci as 'github' | 'pre-commit' | undefined,
        yes: Boolean(opts.yes),
        force: Boolean(opts.force),
      });
    });

  program
    .command('rules')
    .description('list every validate rule: id, default level, tier (load: scan, list and run show it too; validate: validate only), one line')
    .option('--json', 'the list as JSON: id, level, severity, enabled, tier, group, help, helpUri')
    .addHelpText('after', '\nExamples:\n  $ ongrid-skills rules\n  $ ongrid-skills rules --json | jq -r \'.[] | select(.tier == "load") | .id\'')
    .action(async (opts: { json?: boolean }) => {
      const { rulesCommand } = await import('./commands/rules/index.js');
      process.exitCode = rulesCommand({ json: Boolean(opts.json) });
    });
  program
    .command('explain')
    .description('what a rule finds, why it matters in the manager, how to fix it, an example')
    .argument('<rule>', 'a rule id, as `rules` lists it and findings end with ([unknown-key])')
    .addHelpText('after', '\nExamples:\n  $ ongrid-skills explain unknown-key\n\nExit status: 0, or 2 for a rule that does not exist.')
    .action(async (id: string) => {
      const { explainCommand } = await import('./commands/rules/index.js');
      process.exitCode = explainCommand(id.replace(/^\[(.*)\]$/, '$1'));
    });

  program
    .command('schema')
    .description('print the JSON Schema (draft-07) of skill.json, for editors: what the manager accepts (the package ships it as skill.schema.json)')
    .addHelpText('after', '\nExamples:\n  $ ongrid-skills schema > skill.schema.json')
    .action(async () => {
      const { schemaCommand } = await import('./commands/schema/index.js');
      process.exitCode = schemaCommand();
    });

  const pack = program.command('pack').description("a marketplace pack's signature: verify it as the manager does, or sign a pack");
  pack
    .command('verify')
    .description("print the manager's verdict on DIR's signature.json: verified, unsigned or failed (with its reason)")
    .argument('<dir>', 'the pack folder')
    .option('--pubkey <pem>', "the registry's pinned public key (PEM); the pack's key must match it")
    .addHelpText('after', '\nExamples:\n  $ ongrid-skills pack verify ./my-pack\n  $ ongrid-skills pack verify ./my-pack --pubkey registry.pub.pem\n\nExit status: 0 verified, 1 unsigned or failed, 2 usage error.')
    .action(async (dir: string, opts: { pubkey?: string }) => {
      const { packVerifyCommand } = await import('./commands/pack/index.js');
      process.exitCode = await packVerifyCommand(dir, opts);
    });
  pack
    .command('sign')
    .description('write DIR/signature.json, signing every .md and .json file with an ECDSA P-256 key')
    .argument('<dir>', 'the pack folder')
    .requiredOption('--key <pem>', 'the ECDSA P-256 private key (PEM)')
    .addHelpText('after', '\nExamples:\n  $ openssl ecparam -name prime256v1 -genkey -noout -out key.pem\n  $ ongrid-skills pack sign ./my-pack --key key.pem')
    .action(async (dir: string, opts: { key: string }) => {
      const { packSignCommand } = await import('./commands/pack/index.js');
      process.exitCode = await packSignCommand(dir, opts);
    });

  return program;
}

/** The permission gate's options, shared by run and test (cli.md "run"). */
function gateOptions(cmd: Command): Command {
  return cmd
    .addOption(new Option('--permission-mode <mode>', 'what the gate lets run').choices([...PERMISSION_MODES]))
    .option('--persona <file>', "take the permission mode from a persona's permission_mode")
    .option('-y, --yes', 'confirm a mutating skill without a prompt')
    .addOption(new Option('--approver <name>', 'an approver of a dangerous skill (give two)').argParser(collect).default(undefined));
}

function gateFlags(opts: Record<string, unknown>): { permissionMode?: (typeof PERMISSION_MODES)[number]; persona?: string; yes: boolean; approver?: string[] } {
  return {
    permissionMode: opts.permissionMode as (typeof PERMISSION_MODES)[number] | undefined,
    persona: opts.persona as string | undefined,
    yes: Boolean(opts.yes),
    approver: opts.approver as string[] | undefined,
  };
}

function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

export async function main(argv: string[]): Promise<void> {
  const program = buildProgram();
  try {
    // Arguments that are not UTF-8 keep their bytes (a root named with them must be found).
    await program.parseAsync(rawArgs(argv), { from: 'user' });
  } catch (err) {
    process.exitCode = await failureExitCode(err);
  }
}

async function failureExitCode(err: unknown): Promise<number> {
  if (err instanceof CommanderError) {
    // Help and version exit 0; parse errors were already printed by commander.
    return err.exitCode === 0 ? EXIT.ok : EXIT.usage;
  }
  // The prose module is only needed on this path: keep it out of every start.
  const { errorLine, hintLine } = await import('./errors.js');
  if (err instanceof UsageError) {
    writeErr(errorLine(err.message) + '\n' + (err.hint ? hintLine(err.hint) + '\n' : ''));
    return err.exitCode;
  }
  const message = err instanceof Error ? err.message : String(err);
  writeErr(errorLine(`unexpected failure: ${message}`) + '\n' + hintLine('this is a bug in ongrid-skills; please report it with the command you ran') + '\n');
  if (process.env.ONGRID_SKILLS_DEBUG) writeErr(String((err as Error)?.stack) + '\n');
  return EXIT.failed;
}
