import { type Command, Option } from '../argv/command.js';
import type { LspFlags } from '../commands/lsp/index.js';
import { PROFILE_NAMES } from '../ecosystems/profiles.js';
import { type CommandOpts, builtinsOption, collect, sessionFlags } from './options.js';

const LSP_HELP = `
Examples:
  $ ongrid-skills lsp              # started by an editor, never by hand
  $ ongrid-skills lsp --rule timeout-default=off

A Language Server Protocol server on stdio for skill.json, SKILL.md,
persona, command and plugin files: validate's diagnostics as you type,
its fixes as quick fixes, hover, completion, go to definition, and a Run
lens. Setup per editor: docs/editors.md.

Exit status: 0 when the client goes away.`;

export function addLsp(program: Command): void {
  program
    .command('lsp')
    .description("a language server for editors: validate's verdict on unsaved buffers, quick fixes, hover, completion")
    .option('--stdio', 'talk on stdin and stdout (the default; accepted for clients that pass it)')
    .addOption(new Option('--rule <id=level>', 'set a rule to off, warn or error (repeatable)').argParser(collect).default(undefined))
    .addOption(new Option('--profile <list>', 'check SKILL.md files against these ecosystems (comma list)').choices(PROFILE_NAMES))
    .addOption(builtinsOption())
    .addHelpText(LSP_HELP)
    .action(async (opts: CommandOpts<LspFlags>, cmd: Command) => {
      const { lspCommand } = await import('../commands/lsp/index.js');
      process.exitCode = await lspCommand({ ...opts, ...sessionFlags(cmd) });
    });
}
