// Loads, never runs (docs/manager.md#running-a-skill): a file the kernel cannot execute by its header (no `#!`, no
// binary format that runs here, empty) fails with `exec format error`, where a shell would run it; as `run` decides (exec-format.ts).
import { fromBStr } from '../../../go/bytes.js';
import { base } from '../../../go/gopath.js';
import { BOM } from '../../manifest-context.js';
import { defineRule } from '../../rule.js';

/** The `#!` line for a script, by its file name's extension (docs/commands/validate.md). */
const SHEBANG: Record<string, string> = {
  '.sh': '#!/bin/sh',
  '.bash': '#!/usr/bin/env bash',
  '.py': '#!/usr/bin/env python3',
  '.js': '#!/usr/bin/env node',
  '.mjs': '#!/usr/bin/env node',
  '.cjs': '#!/usr/bin/env node',
  '.rb': '#!/usr/bin/env ruby',
  '.pl': '#!/usr/bin/env perl',
};

function extension(path: string): string {
  const name = base(path);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/** The first line to suggest: the one for the extension, else a shell's. */
function shebangHint(entry: string): string {
  const line = SHEBANG[extension(entry)];
  return line ? `${line} as its first line` : 'a first line such as #!/bin/sh (or #!/usr/bin/env python3, node, ruby... for the language it is in)';
}

/** Why no line is added: none known for the extension, a `#!` already there (a broken one is the author's), a BOM
 * (the kernel would not see `#!`), or bytes that are no text. */
function whyNoLine(head: string, line: string | undefined, ext: string): string | undefined {
  if (!line) return `no #! line is known for ${ext ? `the extension ${ext}` : 'a file without an extension'}: add the interpreter's yourself`;
  if (head.startsWith('#!')) return 'the entry starts with #! already: mend that line yourself';
  if (head.startsWith(BOM)) return 'the entry starts with a UTF-8 BOM, which would hide a #! line: save it without one, then run --fix again';
  if (head.includes('\0')) return 'the entry is not text: no #! line can make it run';
  return undefined;
}

export type Args = { entry: string; empty: boolean };

export default defineRule<'entry-no-shebang', Args>({
  id: 'entry-no-shebang',
  severity: 'error',
  readsEntry: true,
  manifest(m, report) {
    const e = m.entry();
    const at = m.entryPath();
    if (at === undefined || e?.kind !== 'file' || e.format !== 'enoexec') return;
    report({ entry: fromBStr(at), empty: e.head === '' }, m.where('entry'));
  },
  // Fix: insert the extension's interpreter line in the resolved entry inside the root (also when the manifest is
  // refused otherwise), or say why not. Only the file the check read; a hard-linked file gets a new file here.
  fix({ m, args }) {
    const e = m.entry();
    const at = m.entryPath();
    if (at === undefined || e?.kind !== 'file') return undefined;
    const line = SHEBANG[extension(at)];
    const why = args.empty ? 'the entry is empty: there is no program to add a #! line to' : whyNoLine(e.head, line, extension(at));
    if (why !== undefined) return { notFixed: why };
    const links = e.links > 1 ? ` (it had ${e.links} hard links: the other names keep the old bytes)` : '';
    return {
      summary: `added ${line}${links}`,
      changes: [{ kind: 'edit', file: at, checked: { id: e.id, head: e.head }, edits: [{ start: 0, end: 0, text: line + '\n' }] }],
    };
  },
  why: 'The manager execs the entry itself; a script without a `#!` line fails with `exec format error` on every call (a shell would have run it, so it works in your terminal).',
  howto: 'Add the interpreter line for the language as the first line: `#!/usr/bin/env python3` for .py, `#!/usr/bin/env node` for .js, `#!/usr/bin/env ruby` for .rb, `#!/bin/sh` for .sh; `validate --fix` inserts it by extension.',
  example: 'run.py starting with `import json`   # every run: fork/exec .../run.py: exec format error',
  help: 'the entry has no #! line and is not a binary: exec format error on every run',
  message(a) {
    return a.empty
      ? `entry ${a.entry} is empty; the skill loads but every run fails with exec format error; write the program, starting with a #! line`
      : `entry ${a.entry} has no #! line naming an interpreter and is not a binary this machine runs; execve refuses it, so every run fails with exec format error (a shell would have run it); add ${shebangHint(a.entry)}`;
  },
});
