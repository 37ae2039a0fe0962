// `mcp`: serve the loaded skills to an MCP client over stdio with the manager's runner and our gate (src/mcp/).
// stdout carries protocol messages only; loader lines, the skills' stderr and our notes go to stderr.
import { EXIT } from '../../errors.js';
import type { LoadResult } from '../../loader/loader.js';
import { writeErr, writeErrBytes } from '../../io/write.js';
import { rawEnv } from '../../session/raw-process.js';
import { droppedToolText } from '../list/messages.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/server';
import { SkillServer } from '../../mcp/server.js';
import { WireGuard } from '../../mcp/wire-guard.js';
import { OutFlow, PENDING_CAP } from '../../mcp/flow.js';
import { FlowTransport } from '../../mcp/flow-transport.js';
import { type Catalog, buildCatalog } from '../../mcp/tools.js';
import { reloadedText, serverReadyText } from '../../mcp/messages.js';
import { watchSkills } from '../../mcp/watch.js';
import { VERSION } from '../../version.js';
import { parseJobs } from '../jobs.js';
import { type SessionFlags, openSession } from '../../session/load-session.js';
import { sayConfig } from '../config-notice.js';
import { nativeResources } from '../../mcp/resources.js';
import { printLoad } from '../load-print.js';
import { type GateFlags, permissionMode } from '../run/gate.js';
import { INTERRUPTS } from '../../runner/interrupts.js';

export interface McpFlags extends SessionFlags, GateFlags {
  all?: boolean;
  validateArgs?: boolean;
  jobs?: string;
  watch?: boolean;
}

function printDropped(catalog: Catalog): void {
  writeErr(catalog.dropped.map((d) => droppedToolText(d.skill.name, d.verdict) + '\n').join(''));
}

/** --watch: on a change, the loader lines about it, the new tools, and list_changed to the client. */
function watch(first: LoadResult, load: () => LoadResult, server: SkillServer, all: boolean): () => void {
  return watchSkills(first, load, async (next, lines) => {
    writeErrBytes(lines);
    const updated = await catalogOf(next, all);
    printDropped(updated);
    writeErr(reloadedText(updated.tools.length) + '\n');
    server.update(updated);
  });
}

async function catalogOf(loaded: LoadResult, all: boolean): Promise<Catalog> {
  // Read only when the walk passed a SKILL.md, as every loading command does.
  const hasNative = loaded.packMarkers.some((m) => m.endsWith('/SKILL.md'));
  const rows = hasNative ? (await import('../../ecosystems/native-scan.js')).nativeSkills(loaded.packMarkers) : [];
  return buildCatalog(loaded.skills, all, nativeResources(rows));
}

export async function mcpCommand(dirs: string[], flags: McpFlags): Promise<number> {
  const jobs = parseJobs(flags.jobs);
  const ctx = await openSession(dirs, flags, { confine: true });
  sayConfig(ctx);
  const gate = await permissionMode(flags.permissionMode, flags.persona, ctx.config);
  const all = Boolean(flags.all);
  const loaded = ctx.load;
  await printLoad(ctx);
  const load = (): LoadResult => ctx.loadRoots(ctx.choice.roots);
  const catalog = await catalogOf(loaded, all);
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
  // Input is read only while the replies keep up (src/mcp/flow.ts): a flood or a client that never reads stays bounded.
  const flow = new OutFlow(process.stdout);
  process.stdout.setMaxListeners(PENDING_CAP + 64);
  const guard = new WireGuard((error) => void transport.send(error as unknown as JSONRPCMessage).catch(() => undefined), flow);
  const transport = new FlowTransport(new StdioServerTransport(process.stdin.pipe(guard), process.stdout), flow);
  let stopped = false;
  const stop = (): void => {
    stopped = true;
    void server.close();
  };
  for (const s of INTERRUPTS) process.on(s, stop);
  const unwatch = flags.watch ? watch(loaded, load, server, all) : () => undefined;
  writeErr(serverReadyText(catalog.tools.length, all) + '\n');
  try {
    await server.serve(transport);
  } finally {
    unwatch();
    for (const s of INTERRUPTS) process.removeListener(s, stop);
    // Stopped by a signal, the client may still hold our stdin open: let go of it, or it keeps us alive.
    process.stdin.unpipe(guard);
    process.stdin.destroy();
  }
  // A signal ended the serving: the calls it cut short were killed, group and all.
  return stopped ? EXIT.interrupted : EXIT.ok;
}
