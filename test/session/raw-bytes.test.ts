// Roots and names that are not valid UTF-8 reach the loader byte for byte,
// from argv and from ONGRID_SKILLS_EXTERNAL_DIRS: Node
// decodes both as UTF-8, the manager does not.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { escapeBytes, escapedBytes } from '../../src/go/bytes.js';
import { goEnvTable } from '../../src/go/environ.js';
import { BIN } from '../helpers/cli.js';
import { RUN_SH, buildTree, removeBase, tempBase } from '../helpers/tree.js';

let base = '';
afterEach(() => base && removeBase(base));

/** Runs the CLI through bash so that argv and env may hold any byte (bash $'..' quoting). */
function bashCli(script: string): { code: number | null; out: string } {
  const r = spawnSync('/bin/bash', ['-c', script], { stdio: ['ignore', 'pipe', 'pipe'], env: { PATH: process.env.PATH, NO_COLOR: '1', BIN }, encoding: 'latin1' });
  return { code: r.status, out: r.stdout + r.stderr };
}

describe('byte-keeping text', () => {
  it('escapeBytes and escapedBytes give back every byte string, and valid UTF-8 unchanged', () => {
    for (const b of ['/tmp/\xff', 'a\xc3(b', '\xed\xa0\x80', 'caf\xc3\xa9', '\xf0\x9f\x98\x80\xff', '', 'plain']) {
      expect(escapedBytes(escapeBytes(b))).toBe(b);
    }
    expect(escapeBytes('caf\xc3\xa9')).toBe('café');
    expect(escapedBytes('é')).toBe('\xc3\xa9');
  });

  it('goEnvTable: the first of a repeated name wins, entries without "=" are ignored', () => {
    const t = goEnvTable(['A=1', 'A=2', 'junk', '10=ten', '=empty', 'B=x=y']);
    expect([...t]).toEqual([['A', '1'], ['10', 'ten'], ['', 'empty'], ['B', 'x=y']]);
  });
});

describe('roots that are not UTF-8', () => {
  const tree = (): void => {
    base = tempBase();
    buildTree(base, {
      files: [
        { path_b64: Buffer.from('r\xff/s/skill.json', 'latin1').toString('base64'), text: '{"name":"raw","description":"d","entry":"run.sh"}' },
        { path_b64: Buffer.from('r\xff/s/run.sh', 'latin1').toString('base64'), text: RUN_SH, mode: '0755' },
      ],
    });
  };
  const registered = (): string => `skill loader: registered subprocess skill "raw" from ${base}/r\xff/s/skill.json\n`;

  it.each([
    ['ONGRID_SKILLS_EXTERNAL_DIRS', (b: string) => `ONGRID_SKILLS_EXTERNAL_DIRS=$'${b}/r\\xff' node "$BIN" scan 2>&1 >/dev/null`],
    ['a positional folder', (b: string) => `node "$BIN" scan $'${b}/r\\xff' 2>&1 >/dev/null`],
    ['--dir=', (b: string) => `node "$BIN" scan --dir=$'${b}/r\\xff' 2>&1 >/dev/null`],
  ])('registers the skill under a root given by %s', (_how, script) => {
    tree();
    const r = bashCli(script(base));
    expect(r.out).toBe(registered());
    expect(r.code).toBe(0);
  });

  it('run finds and runs it from such a --dir', () => {
    tree();
    const r = bashCli(`echo '{}' | node "$BIN" run -q --dir $'${base}/r\\xff' raw 2>/dev/null`);
    expect(r.out).toBe('{}\n');
  });
});

describe('the environment a skill gets from run (classes 3 and 4)', () => {
  it('forwards "10" and a value that is not UTF-8 exactly, in env_allow order', () => {
    base = tempBase();
    const script = "#!/bin/sh\n/usr/bin/tr '\\000' '\\n' < /proc/$$/environ > \"$(/usr/bin/dirname \"$0\")/seen\"\necho '{}'\n";
    buildTree(base, {
      files: [
        { path: 'r/s/skill.json', text: '{"name":"envy","description":"d","entry":"run.sh","env_allow":["A","10","PATH_NOT_SET"]}' },
        { path: 'r/s/run.sh', text: script, mode: '0755' },
      ],
    });
    const r = bashCli(`echo '{}' | /usr/bin/env 10=ten A=$'\\xff' node "$BIN" run -q --dir '${base}/r' envy 2>/dev/null`);
    expect(r.out).toBe('{}\n');
    expect(readFileSync(`${base}/r/s/seen`, 'latin1')).toBe('A=\xff\n10=ten\n');
  });
});
