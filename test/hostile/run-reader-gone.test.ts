// A reader that goes away (`| head -c1`) must not turn a
// failing run into exit 0: the skill runs to its end and its status stands.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN } from '../helpers/cli.js';
import { makeSkill, tempDir } from '../run/helpers.js';

const tmp = tempDir();
afterAll(() => tmp.remove());
const root = path.join(tmp.dir, 'skills');
makeSkill(root, 'failing', '#!/bin/sh\ni=0\nwhile [ $i -lt 200 ]; do echo "log line $i" >&2; i=$((i+1)); done\n/bin/sleep 0.3\necho late >&2\nexit 1\n');
makeSkill(root, 'fine', "#!/bin/sh\necho starting >&2\n/bin/sleep 0.3\nprintf '{\"ok\":true}'\n");

/** `ongrid-skills run NAME 2>&1 | head -c1`: the CLI's exit status and what head printed. */
function pipedToHead(name: string): Promise<{ code: number | null; head: string }> {
  const script = `"${process.execPath}" "${BIN}" run ${name} 2>&1 </dev/null | /usr/bin/head -c1; exit \${PIPESTATUS[0]}`;
  const env = { ...process.env, NO_COLOR: '1', ONGRID_SKILLS_EXTERNAL_DIRS: root };
  const child = spawn('/bin/bash', ['-c', script], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let head = '';
  child.stdout.on('data', (c: Buffer) => (head += c.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, head })));
}

describe('a reader that goes away', () => {
  it('keeps the skill\'s exit status: `run failing 2>&1 | head -c1` exits 1', async () => {
    const r = await pipedToHead('failing');
    expect(r.head).toHaveLength(1);
    expect(r.code).toBe(1);
  }, 30_000);

  it('and a skill that succeeds still exits 0', async () => {
    const r = await pipedToHead('fine');
    expect(r.head).toHaveLength(1);
    expect(r.code).toBe(0);
  }, 30_000);
});
