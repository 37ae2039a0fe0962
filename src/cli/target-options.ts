// The options of `run` and `test` that place the call in the manager's
// container (docs/target.md), declared once for both.
import { type Command, Option } from '../argv/command.js';
import { TARGET_NAMES } from '../target/targets.js';

export function targetOptions(cmd: Command): Command {
  return cmd
    .addOption(new Option('--target <target>', "where the skill runs: this machine (default) or the manager's container, in a bwrap sandbox").choices(TARGET_NAMES))
    .option('--target-dir <dir>', 'the root filesystem `target build --dir` made (default: ~/.cache/ongrid-skills/target)')
    .option('--network', 'let the sandboxed skill use the network (--target manager-image; off by default)');
}
