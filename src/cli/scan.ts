import { type Command, Option } from '../argv/command.js';
import type { ScanFlags } from '../commands/scan/index.js';
import { type CommandOpts, builtinsOption, collect, dirOption, sessionFlags } from './options.js';

const SCAN_HELP = `
Examples:
  $ ongrid-skills scan /etc/ongrid/skills
  $ ongrid-skills scan "$PWD/fixtures/skills" --json
  $ ONGRID_SKILLS_EXTERNAL_DIRS=/etc/ongrid/skills,/opt/skills ongrid-skills scan

Folders are used as the manager would: relative ones are skipped, a root
that is a symbolic link loads nothing (a relative --dir is resolved against
the current folder instead). An argument that starts with "-" is an option
(a mistyped one is an error); put "--" before a folder whose name starts
with "-". The manager's "skill loader: ..." lines go to stderr byte for byte
(on a terminal, with control characters shown escaped, \\x1b); the table goes to stdout.

--json prints one object:
  roots        [{given, path, status}]  status: walked, blank, relative,
               missing, stat-error, not-dir, symlink
  skills       [{name, description, class, category, timeout_seconds,
               timeout, entry, env_allow, schema, manifest, root}]
               (--compose: also container_manifest, container_root)
  rejected     [{path, status, reason, line}]  status: read-error,
               decode-error, build-error, duplicate, blocked (line: null)
               (--compose: also container_path)
  walk_errors  [{path, message}]
  lines        the manager's loader lines, in its order
  native       [{name, description, scope, activation, tools, pack, layout,
               pack_root, file, error, findings: [{rule, severity, message}]}]

Exit status: 0 every skill.json registered, 1 one was rejected or skipped,
2 usage or config error.`;

export function addScan(program: Command): void {
  program
    .command('scan')
    .description('boot the loader over skill folders like the manager, and list what registers')
    .argument('[dir...]', 'skill folders (allowlist roots), each used as given')
    .addOption(dirOption())
    .option('--json', 'print the load as JSON on stdout (its keys below)')
    .addOption(new Option('--compose <file>', "boot the loader as the manager this compose file starts would (repeatable: later files override)").argParser(collect))
    .option('--service <name>', 'the manager service in the compose file (default: ongrid)')
    .addOption(builtinsOption())
    .addHelpText(SCAN_HELP)
    .action(async (dirs: string[], opts: CommandOpts<ScanFlags>, cmd: Command) => {
      const { scanCommand } = await import('../commands/scan/index.js');
      process.exitCode = await scanCommand(dirs, { ...opts, ...sessionFlags(cmd) });
    });
}
