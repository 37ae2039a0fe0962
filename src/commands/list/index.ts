// `list`: boot the loader like `scan`, then show what registered and what a model sees: a table, the REST list
// (`--json`) or the agent tools in one API's shape (`--tools`).
import { agentTool, agentToolSet } from '../../views/agent-tool.js';
import { escapedBytes, fromBStr, toBStr } from '../../go/bytes.js';
import { RawJson, marshalTo } from '../../go/goencode.js';
import { EXIT } from '../../errors.js';
import { renderListTable, restList } from '../../format/list.js';
import { type ToolShape, writeTools } from '../../format/tools.js';
import { paintFor } from '../../io/color.js';
import { writeErr, writeOut } from '../../io/write.js';
import { OutStream } from '../../io/out-stream.js';
import { droppedToolText } from './messages.js';
import { announceWalk, printLoad } from '../load-print.js';
import { type SessionFlags, openSession } from '../../session/load-session.js';
import { sayConfig } from '../config-notice.js';
import { type ComposeFlags, composeRoots } from '../compose-roots.js';

export interface ListFlags extends SessionFlags, ComposeFlags {
  json?: boolean;
  tools?: ToolShape;
  category?: string;
  color?: boolean;
  quiet?: boolean;
}

export async function listCommand(dirs: string[], flags: ListFlags): Promise<number> {
  // Say which folder is walked before the walk: from `/` it can take minutes.
  const compose = composeRoots(flags, dirs);
  const roots = compose ? compose.dirs.map((d) => d.host) : dirs;
  const session = await openSession(roots, flags, { ...(flags.quiet ? {} : { beforeLoad: announceWalk }), asGiven: compose !== undefined });
  sayConfig(session);
  const result = session.load;
  await printLoad(session, flags.quiet ? { kind: 'failures' } : { kind: 'all' }, flags.quiet, compose?.rewrite);

  const category = flags.category === undefined ? undefined : escapedBytes(flags.category);
  const skills = result.skills.filter((s) => category === undefined || s.category === category);

  // Native skills have no category, so a --category filter leaves them out.
  const native = category === undefined && !flags.tools ? await session.natives() : [];
  if (flags.json) {
    // The REST document stays as the manager encodes it; native skills follow in a key of their own.
    const extra = native.length === 0 ? undefined : JSON.stringify((await import('../../format/native.js')).nativeJson(native));
    // With --compose, each skill's manifest on the host and in the container, in a key of its own too.
    const paths = compose && skills.map((s) => ({ name: fromBStr(s.name), manifest: fromBStr(s.manifestPath), container_manifest: compose.container(fromBStr(s.manifestPath)) ?? null }));
    const doc = {
      ...restList(skills),
      native: extra === undefined ? undefined : new RawJson(toBStr(extra)),
      container: paths === undefined ? undefined : new RawJson(toBStr(JSON.stringify(paths))),
    };
    // Written as it is encoded, so a huge description is not held twice more (io/out-stream.ts).
    const out = new OutStream();
    marshalTo(doc, out);
    out.push('\n');
    out.flush();
  } else if (flags.tools) {
    const set = agentToolSet(skills);
    writeErr(set.dropped.map((d) => droppedToolText(d.skill.name, d.verdict) + '\n').join(''));
    const out = new OutStream();
    writeTools(set.tools.map((t) => t.tool), flags.tools, out);
    out.flush();
  } else {
    const rows = skills.map((skill) => ({ skill, verdict: agentTool(skill) }));
    const bold = (await paintFor(process.stdout, flags.color)).bold;
    writeOut(renderListTable(rows, bold));
    if (native.length > 0) writeOut((await import('../../format/native.js')).renderNativeTable(native, bold, true));
  }
  return EXIT.ok;
}
