// `list --json` is data marshalled as the manager's Go does:
// HTML characters, U+2028/U+2029 and control bytes escaped in the REST items,
// a manifest's invalid UTF-8 as the decoder's U+FFFD, items sorted by key, and
// the native array after them as scan --json has it. The expected text is what
// the spliced-text encoder printed before, byte for byte.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

const base = mkdtempSync(path.join(tmpdir(), 'ongrid-skills-rest-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

function file(rel: string, bytes: string | Buffer, mode = 0o644): void {
  const full = path.join(base, rel);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, bytes);
  chmodSync(full, mode);
}

file('r/a/run.sh', '#!/bin/sh\n', 0o755);
file('r/b/run.sh', '#!/bin/sh\n', 0o755);
file(
  'r/a/skill.json',
  Buffer.concat([
    Buffer.from('{"name":"zeta","description":"a <b> & c \u2028 \\"q\\" \\\\ \\t\\u0001 \u00e9 \u{1f389} '),
    Buffer.from([0xff]),
    Buffer.from(' bad","entry":"run.sh","class":"mutating","category":"st<o>re"}'),
  ]),
);
file('r/b/skill.json', '{"name":"alpha","description":"plain \\u2029 end","entry":"run.sh"}');
file('r/pk/skills/x/SKILL.md', '---\nname: x_tool\ndescription: "Native <x> & \u00e9 \\u2028"\n---\n# Body\n');

const ALPHA = '{"key":"alpha","name":"alpha","description":"plain \\u2029 end","class":"safe","scope":"manager","category":"external","params":[],"result_preview":"{...} (subprocess skill output)"}';
const ZETA =
  '{"key":"zeta","name":"zeta","description":"a \\u003cb\\u003e \\u0026 c \\u2028 \\"q\\" \\\\ \\t\\u0001 \u00e9 \u{1f389} \ufffd bad","class":"mutating","scope":"manager","category":"st\\u003co\\u003ere","params":[],"result_preview":"{...} (subprocess skill output)"}';

describe('list --json', () => {
  it('prints the REST list as Go marshals it, then the native array', () => {
    const native = `[{"name":"x_tool","description":"Native <x> & \u00e9 \u2028","scope":"manager","activation":"always","tools":[],"pack":"pk","layout":"bare","pack_root":"${base}/r/pk","file":"${base}/r/pk/skills/x/SKILL.md","error":null,"findings":[]}]`;
    expect(runCli(['list', '--dir', `${base}/r`, '--json']).stdout).toBe(`{"items":[${ALPHA},${ZETA}],"total":2,"native":${native}}\n`);
  });

  it('has no native key when there are no native skills, or under --category', () => {
    expect(runCli(['list', '--dir', `${base}/r/a`, '--dir', `${base}/r/b`, '--json']).stdout).toBe(`{"items":[${ALPHA},${ZETA}],"total":2}\n`);
    expect(runCli(['list', '--dir', `${base}/r`, '--json', '--category', 'st<o>re']).stdout).toBe(`{"items":[${ZETA}],"total":1}\n`);
    expect(runCli(['list', '--dir', `${base}/none`, '--json']).stdout).toBe('{"items":[],"total":0}\n');
  });
});
