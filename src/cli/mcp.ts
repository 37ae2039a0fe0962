import type { Command } from '../argv/command.js';
import type { McpFlags } from '../commands/mcp/index.js';
import { pinnedSpec } from '../package-info.js';
import { type CommandOpts, builtinsOption, dirOption, gateOptions, sessionFlags } from './options.js';

/** The help's examples start the pinned version: npx of the bare name would run whatever is published under it later. */
const mcpHelp = (): string => `
Examples:
  $ ongrid-skills mcp /etc/ongrid/skills
  $ ongrid-skills mcp ./skills --all --watch
  $ ongrid-skills mcp --all --permission-mode dual-sign-required --approver ana --approver ben
  $ claude mcp add ongrid-skills -- npx --yes ${pinnedSpec()} mcp "$PWD/skills"

An MCP server on stdio (protocol messages on stdout, everything else on
stderr). tools/list offers what the manager hands a model, the tools
"list --tools mcp" prints, value for value: safe skills only, unless
--all. The SDK serialises them again, so the bytes differ (no \\u003c
escapes; integer-like keys in JavaScript's order). tools/call runs the skill
through the same runner as "run" (args re-encoded as the agent path does,
checked against the schema, the manifest's timeout); a failure comes back
as isError with the manager's error string. Mutating skills ask the user
through the client (elicitation), or need --yes; dangerous ones need
--permission-mode dual-sign-required and two --approver names.

Exit status: 0 the client closed the connection, 2 usage or config error.`;

export function addMcp(program: Command): void {
  gateOptions(program.command('mcp'))
    .description("serve the skills to MCP clients over stdio, with the manager's runner and the permission gate")
    .argument('[dir...]', 'skill folders (allowlist roots); a relative one is resolved against the current folder')
    .addOption(dirOption())
    .option('--all', 'also offer mutating and dangerous skills (the manager offers a model safe skills only)')
    .option('--no-validate-args', "do not check the args against the manifest's schema")
    .option('--jobs <n>', 'skills that run at once, at most (default: the core count)')
    .option('--watch', 'reload when a skill.json or an entry changes, and tell the client the tools changed')
    .addOption(builtinsOption())
    .addHelpText(mcpHelp)
    .action(async (dirs: string[], opts: CommandOpts<McpFlags>, cmd: Command) => {
      const { mcpCommand } = await import('../commands/mcp/index.js');
      process.exitCode = await mcpCommand(dirs, { ...opts, ...sessionFlags(cmd) });
    });
}
