// What the child addon's start (addon/child.c, src/runner/child-addon.ts)
// fixed at the CLI: the manager's start exactly where Node's spawn could not
// give it. An entry whose path holds bytes that are not UTF-8 and a "="
// runs under its real path ($0), not a temporary link's; an entry the user
// may execute but not read (the manager runs as uid 65532) with no #! fails
// with the manager's "exec format error", not /bin/sh's "cannot open".
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WITH_ADDON } from '../helpers/addon.js';
import { BIN } from '../helpers/cli.js';
import { lastLine, makeSkill, runCliAsync, tempDir } from './helpers.js';

const tmp = tempDir();
chmodSync(tmp.dir, 0o755);
afterAll(() => tmp.remove());

describe.skipIf(!WITH_ADDON)('run through the child addon', () => {
  it("gives an entry whose path is not UTF-8 (and holds '=') its real path as $0", async () => {
    const root = Buffer.from(path.join(tmp.dir, 'bytes'));
    const folder = Buffer.concat([root, Buffer.from('/s\xff=x', 'latin1')]);
    mkdirSync(folder, { recursive: true });
    writeFileSync(Buffer.concat([folder, Buffer.from('/skill.json')]), JSON.stringify({ name: 'odd', description: 'd', entry: 'run.sh' }));
    const entry = Buffer.concat([folder, Buffer.from('/run.sh')]);
    writeFileSync(entry, '#!/bin/sh\nprintf "%s" "$0" >&2\nprintf "{}"\n');
    chmodSync(entry, 0o755);
    const r = await runCliAsync(['run', '--no-builtins', 'odd'], { env: { ONGRID_SKILLS_EXTERNAL_DIRS: root.toString('latin1') } });
    expect(r.code).toBe(0);
    expect(r.stdout.toString()).toBe('{}');
    expect(r.stderr.includes(entry)).toBe(true);
  });

  it.skipIf(process.getuid?.() !== 0 || spawnSync('setpriv', ['--version']).status !== 0)(
    "fails an execute-only entry without #! as the manager does, run as an unprivileged user",
    () => {
      const root = path.join(tmp.dir, 'exec-only');
      const entry = makeSkill(root, 'exonly', "echo '{}'\n", {}, 0o711);
      chmodSync(root, 0o755);
      chmodSync(path.dirname(entry), 0o755);
      const r = spawnSync('setpriv', ['--reuid=nobody', '--regid=nogroup', '--clear-groups', process.execPath, BIN, 'run', '--no-builtins', 'exonly'], {
        env: { ...process.env, NO_COLOR: '1', ONGRID_SKILLS_EXTERNAL_DIRS: root },
        input: '{}',
        cwd: tmp.dir,
      });
      expect(r.status).toBe(1);
      expect(lastLine(r.stderr)).toBe(`subprocess skill exonly: start: fork/exec ${entry}: exec format error (stderr: )`);
    },
  );
});
