// On a terminal, text from the skill tree cannot drive it:
// control characters are shown escaped (loader lines too, newlines in them
// included, so a folder name cannot forge a line); off a terminal the loader
// lines stay byte-exact; the child's own stderr stays raw. The terminal is a
// real pseudo-terminal, through util-linux `script`.
import { spawnSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { escapeControls } from '../../src/io/escape.js';
import { BIN, runCli } from '../helpers/cli.js';
import { buildTree, removeBase, skill, tempBase } from '../helpers/tree.js';

let base: string;
beforeEach(() => (base = tempBase()));
afterEach(() => removeBase(base));

const hasScript = spawnSync('script', ['--version']).status === 0;
const EVIL = 'Bad\u001b]0;pwned\u0007\u001b[2J';

/** stdout+stderr of the CLI as a terminal shows them (script's pty), stdout sent to /dev/null when asked. */
function onTerminal(args: string[], quietStdout = false): string {
  const cmd = [process.execPath, BIN, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ') + (quietStdout ? ' >/dev/null' : '');
  const r = spawnSync('script', ['-qec', cmd, '/dev/null'], { env: { ...process.env, NO_COLOR: '1' }, timeout: 20_000 });
  return r.stdout.toString('latin1');
}

describe('escapeControls', () => {
  it('escapes C0, DEL, ESC and C1, keeps newline, tab and our colour outside a data line', () => {
    const s = Buffer.from('a\u001b]0;t\u0007\u001b[2J\u007f\u009bz\tq\n\u001b[31mred\u001b[39m', 'utf8');
    expect(escapeControls(s).toString('utf8')).toBe('a\\x1b]0;t\\x07\\x1b[2J\\x7f\\u009bz\tq\n\u001b[31mred\u001b[39m');
    expect(escapeControls(Buffer.from('x\ny\u001b[31m'), true).toString()).toBe('x\\x0ay\\x1b[31m');
    const clean = Buffer.from('plain é ✓');
    expect(escapeControls(clean)).toBe(clean);
  });
});

describe('validate text', () => {
  it('keeps each diagnostic on one line when a folder name holds a newline', { timeout: 30_000 }, () => {
    buildTree(base, { files: [{ path: 'a\nfake.json:1:1  error  forged/skill.json', text: '{"name":"x","description":"d","entry":"run.sh"}' }] });
    const v = runCli(['validate', base]);
    expect(v.stdout).toContain('a\\x0afake.json:1:1  error  forged/skill.json:1:');
    expect(v.stdout.split('\n').filter((l) => l.startsWith('fake.json'))).toEqual([]);
  });
});

describe.skipIf(!hasScript)('on a terminal', () => {
  it('scan escapes a rejected name and a forged line, and stays byte-exact off a terminal', { timeout: 30_000 }, () => {
    buildTree(base, { files: [...skill('b', { name: EVIL, description: 'd', class: 'safe', entry: 'run.sh' })!, ...skill('x\nskill loader: forged', { name: 'ok_skill', description: 'd', class: 'safe', entry: 'run.sh' })!] });
    const tty = onTerminal(['scan', '--dir', base], true);
    expect(tty).not.toContain('\u001b');
    expect(tty).toContain('skill loader: build Bad\\x1b]0;pwned\\x07\\x1b[2J (');
    expect(tty).toContain('x\\x0askill loader: forged/skill.json');
    expect(tty.split('\n').filter((l) => l.startsWith('skill loader: forged'))).toEqual([]);
    const piped = runCli(['scan', '--dir', base]);
    expect(piped.stderrBytes.includes(Buffer.from(`build ${EVIL} (`))).toBe(true);
    expect(piped.stderr).toContain('x\nskill loader: forged/skill.json');
  });

  it('validate escapes what it shows of the tree', { timeout: 30_000 }, () => {
    buildTree(base, { files: skill('b', { name: EVIL, description: 'd', class: 'safe', entry: 'run.sh' }) });
    const tty = onTerminal(['validate', 'b', '--root', base].map((a) => (a === 'b' ? `${base}/b` : a)));
    expect(tty).toContain('\\x1b]0;pwned');
    expect(tty).not.toMatch(/\u001b\]0;/);
  });

  it("run passes the child's own stderr raw", { timeout: 30_000 }, () => {
    const entry = '#!/bin/sh\nprintf "\\033[1mbold\\033]0;t\\007\\n" >&2\necho "{}"\n';
    buildTree(base, { files: [...skill('s', { name: 's_skill', description: 'd', class: 'safe', entry: 'run.sh' })!.filter((f) => !f.path!.endsWith('run.sh')), { path: 's/run.sh', text: entry, mode: '0755' }] });
    const tty = onTerminal(['run', 's_skill', '--dir', base], true);
    expect(tty).toContain('\u001b[1mbold\u001b]0;t\u0007');
  });
});
