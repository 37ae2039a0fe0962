import type { Command } from '../argv/command.js';

const BUILD_HELP = `
Examples:
  $ sudo ongrid-skills target build
  $ sudo ongrid-skills target build --dir /var/cache/ongrid-target
  $ ongrid-skills run disk_cleaner --target manager-image

Builds, as root, a Debian bookworm root filesystem like the ongrid v0.13.4
manager image (debootstrap, then the Dockerfile's packages, user 65532 and
folders; about two minutes), beside the folder, then renames it into place.
A half-built one is replaced, never used. See docs/target.md.`;

export function addTarget(program: Command): void {
  const target = program.command('target').description("the manager's container as a place to run skills");
  target
    .command('build')
    .description('build the root filesystem run --target manager-image enters')
    .option('--dir <dir>', 'the cache folder (default: ~/.cache/ongrid-skills/target)')
    .option('--mirror <url>', 'the Debian archive (default: http://deb.debian.org/debian)')
    .addHelpText(BUILD_HELP)
    .action(async (opts: { dir?: string; mirror?: string }) => {
      const { targetBuildCommand } = await import('../commands/target/index.js');
      process.exitCode = await targetBuildCommand(opts);
    });
}
