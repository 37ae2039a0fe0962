import type { Command } from '../argv/command.js';

const VERIFY_HELP =
  '\nExamples:\n  $ ongrid-skills pack verify ./my-pack\n  $ ongrid-skills pack verify --strict ./my-pack --pubkey registry.pub.pem\n\n' +
  'The verdict is the manager\'s. Warnings say what the signature does not cover: scripts and binaries, links (a SKILL.md added as a link loads unsigned), signed files holding NUL bytes (the framing lets files be split or merged), and no pinned key (any key verifies).\n\n' +
  'Exit status: 0 verified, 1 unsigned or failed (or, under --strict, verified with a warning), 2 usage error.';
const SIGN_HELP = '\nExamples:\n  $ openssl ecparam -name prime256v1 -genkey -noout -out key.pem\n  $ ongrid-skills pack sign ./my-pack --key key.pem';

export function addPack(program: Command): void {
  const pack = program.command('pack').description("a marketplace pack's signature: verify it as the manager does, or sign a pack");
  pack
    .command('verify')
    .description("print the manager's verdict on DIR's signature.json: verified, unsigned or failed (with its reason)")
    .argument('<dir>', 'the pack folder')
    .option('--pubkey <pem>', "the registry's pinned public key (PEM); the pack's key must match it")
    .option('--strict', 'exit 1 when the signature verifies but leaves something uncovered (any warning)')
    .addHelpText(VERIFY_HELP)
    .action(async (dir: string, opts: { pubkey?: string; strict?: boolean }) => {
      const { packVerifyCommand } = await import('../commands/pack/index.js');
      process.exitCode = await packVerifyCommand(dir, opts);
    });
  pack
    .command('sign')
    .description('write DIR/signature.json, signing every .md and .json file with an ECDSA P-256 key')
    .argument('<dir>', 'the pack folder')
    .requiredOption('--key <pem>', 'the ECDSA P-256 private key (PEM)')
    .addHelpText(SIGN_HELP)
    .action(async (dir: string, opts: { key: string }) => {
      const { packSignCommand } = await import('../commands/pack/index.js');
      process.exitCode = await packSignCommand(dir, opts);
    });
}
