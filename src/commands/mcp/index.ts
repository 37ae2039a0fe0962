// `mcp`: serve the loaded skills to an MCP client over stdio, with the
// manager's runner and our permission gate (src/mcp/). stdout carries
// protocol messages only; the loader lines, the skills' stderr and our
// notes go to stderr.
import { EXIT } from '../../errors.js';
import type { PermissionMode } from '../../runner/gate.js';
import { writeErr } from '../../io/write.js';
import { rawEnv } from '../../session/raw-process.js';
import { droppedToolText } from '../list/messages.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/server';
import { SkillServer } from '../../mcp/server.js';
import { WireGuard } from '../../mcp/wire-guard.js';
import { type Catalog, buildCatalog } from '../../mcp/tools.js';
import { serverReadyText } from '../../mcp/messages.js';
import { VERSION } from '../../version.js';
import { parseJobs } from '../jobs.js';
import { type SessionFlags, openSession } from '../../session/load-session.js';
import { sayConfig } from '../config-notice.js';
import { printLoad } from '../load-print.js';
import { permissionMode } from '../run/gate.js';
import { INTERRUPTS } from '../../runner/interrupts.js';

export interface McpFlags extends SessionFlags {
  all?: boolean;
  validateArgs?: boolean;
  permissionMode?: PermissionMode;
  persona?: string;
  yes?: boolean;
  approver?: string[];
  jobs?: string;
  watch?: boolean;
}

function printDropped(catalog: Catalog): void {
  writeErr(catalog.dropped.map((d) => droppedToolText(d.skill.name, d.verdict) + '\n').join(''));
}

export async function mcpCommand(flags: McpFlags): Promise<number> {
  const jobs = parseJobs(flags.jobs);
  const ctx = await openSession([], flags);
  sayConfig(ctx);
  const gate = await permissionMode(flags.permissionMode, flags.persona, ctx.config);
  const all = Boolean(flags.all);
  const loaded = ctx.load;
  await printLoad(ctx);
  const catalog = buildCatalog(loaded.skills, all);
  printDropped(catalog);

  const server = new SkillServer(catalog, {
    version: VERSION,
    all,
    jobs,
    validateArgs: flags.validateArgs !== false,
    gate: { ...gate, yes: Boolean(flags.yes), approvers: flags.approver ?? [] },
    env: rawEnv(),
    log: (line) => writeErr(line + '\n'),
    listChanged: Boolean(flags.watch),
  });
  const { StdioServerTransport } = await import('@modelcontextprotocol/server/stdio');
  const stop = (): void => void server.close();
  for (const s of INTERRUPTS) process.on(s, stop);
  writeErr(serverReadyText(catalog.tools.length, all) + '\n');
  const guard = new WireGuard((error) => void transport.send(error as unknown as JSONRPCMessage).catch(() => undefined));
  const transport = new StdioServerTransport(process.stdin.pipe(guard), process.stdout);
  try {
    await server.serve(transport);
  } finally {
    for (const s of INTERRUPTS) process.removeListener(s, stop);
  }
  return EXIT.ok;
}
