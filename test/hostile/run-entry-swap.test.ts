// Time of check, time of use. The entry is swapped for a
// link out of the root after the load (here while `run` waits for its args,
// as it would while the gate's prompt waits): the skill must not run, and
// the last line is what the manager's loader would now say.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN } from '../helpers/cli.js';
import { lastLine, makeSkill, tempDir } from '../run/helpers.js';

const tmp = tempDir();
afterAll(() => tmp.remove());

/** Start `run NAME`; once the loader lines are out, call `swap`, then give the args. */
function runSwapping(root: string, name: string, swap: () => void): Promise<{ code: number | null; stderr: string }> {
  const env = { ...process.env, NO_COLOR: '1', ONGRID_SKILLS_EXTERNAL_DIRS: root };
  const child = spawn(process.execPath, [BIN, 'run', name], { env, stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  let swapped = false;
  child.stderr.on('data', (c: Buffer) => {
    stderr += c.toString();
    if (!swapped && stderr.includes('registered subprocess skill')) {
      swapped = true;
      swap();
      child.stdin.end('{}');
    }
  });
  child.stdout.resume();
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stderr })));
}

describe('an entry swapped after the load', () => {
  it('for a link out of the root: not run, the manager\'s escape line last', async () => {
    const root = path.join(tmp.dir, 'escape');
    const entry = makeSkill(root, 'swapped', "#!/bin/sh\nprintf '{}'\n");
    const outside = path.join(tmp.dir, 'outside.sh');
    const marker = path.join(tmp.dir, 'outside.ran');
    writeFileSync(outside, `#!/bin/sh\n/usr/bin/touch ${marker}\nprintf '{}'\n`, { mode: 0o755 });
    const r = await runSwapping(root, 'swapped', () => {
      renameSync(entry, entry + '.old');
      symlinkSync(outside, entry);
    });
    expect(existsSync(marker)).toBe(false);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`note: the entry of "swapped" changed after it was loaded: it resolved to ${entry}, now to ${outside}; nothing was started`);
    expect(lastLine(Buffer.from(r.stderr))).toBe(
      `skill loader: build swapped (${path.join(root, 'swapped', 'skill.json')}): entry ${outside} escapes allowlist root ${root}`,
    );
  }, 30_000);

  it('for a folder of the path swapped for a link: refused as well', async () => {
    const root = path.join(tmp.dir, 'folder');
    makeSkill(root, 'moved', "#!/bin/sh\nprintf '{}'\n");
    const elsewhere = path.join(tmp.dir, 'elsewhere');
    const marker = path.join(tmp.dir, 'elsewhere.ran');
    mkdirSync(elsewhere);
    writeFileSync(path.join(elsewhere, 'run.sh'), `#!/bin/sh\n/usr/bin/touch ${marker}\nprintf '{}'\n`, { mode: 0o755 });
    const r = await runSwapping(root, 'moved', () => {
      renameSync(path.join(root, 'moved'), path.join(tmp.dir, 'moved.old'));
      symlinkSync(elsewhere, path.join(root, 'moved'));
    });
    expect(existsSync(marker)).toBe(false);
    expect(r.code).toBe(1);
    expect(lastLine(Buffer.from(r.stderr))).toMatch(/^skill loader: build moved \(.*\): entry .*elsewhere\/run\.sh escapes allowlist root /);
  }, 30_000);

  it('an entry left alone runs as before', async () => {
    const root = path.join(tmp.dir, 'calm');
    makeSkill(root, 'calm', "#!/bin/sh\nprintf '{}'\n");
    const r = await runSwapping(root, 'calm', () => undefined);
    expect(r.code).toBe(0);
  }, 30_000);
});
