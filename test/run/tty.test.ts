// `run` on a terminal: prompts, the status line. util-linux `script` gives
// the CLI a pseudo-terminal and types our input into it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasScript } from '../helpers/pty.js';
import { BIN } from '../helpers/cli.js';
import { makeSkill, tempDir } from './helpers.js';


const tmp = tempDir();
const root = path.join(tmp.dir, 'skills');
beforeAll(() => {
  makeSkill(root, 'mut', `#!/bin/sh\n/usr/bin/touch ${tmp.dir}/mut.ran\necho '{}'\n`, { class: 'mutating' });
  makeSkill(root, 'dang', `#!/bin/sh\n/usr/bin/touch ${tmp.dir}/dang.ran\necho '{}'\n`, { class: 'dangerous' });
  makeSkill(root, 'safe', "#!/bin/sh\nprintf '{\"n\":1}'\n");
  makeSkill(root, 'mut2', `#!/bin/sh\n/usr/bin/touch ${tmp.dir}/mut2.ran\necho '{}'\n`, { class: 'mutating' });
});
afterAll(() => tmp.remove());

/** Run the CLI on a terminal, typing `keys`; returns what the terminal showed and the exit status. */
function onTerminal(args: string[], keys: string): { screen: string; code: number } {
  const cmd = [process.execPath, BIN, ...args].map((a) => `'${a}'`).join(' ') + '; echo "[exit $?]"';
  const r = spawnSync('script', ['-qec', cmd, '/dev/null'], {
    input: keys,
    env: { ...process.env, ONGRID_SKILLS_EXTERNAL_DIRS: root, NO_COLOR: '1' },
    timeout: 20_000,
  });
  const screen = r.stdout.toString().replace(/\r/g, '').replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');
  return { screen, code: Number(/\[exit (\d+)\]/.exec(screen)?.[1] ?? -1) };
}

describe.skipIf(!hasScript)('run on a terminal', () => {
  it('asks before a mutating skill: yes runs it, anything else refuses (exit 3)', () => {
    const no = onTerminal(['run', 'mut'], 'n\n');
    // The args about to be sent come first (blank stdin: the manager's {}).
    expect(no.screen).toContain('args: {}\n"mut" is a mutating skill and may change state. Run it with these args? [y/N]');
    expect(no.code).toBe(3);
    expect(existsSync(`${tmp.dir}/mut.ran`)).toBe(false);
    const yes = onTerminal(['run', 'mut'], 'y\n');
    expect(yes.code).toBe(0);
    expect(existsSync(`${tmp.dir}/mut.ran`)).toBe(true);
  });

  it('asks for two different approvers of a dangerous skill under dual-sign-required', () => {
    const same = onTerminal(['run', 'dang', '--permission-mode', 'dual-sign-required'], 'ana\nAna\n');
    expect(same.code).toBe(3);
    expect(same.screen).toContain('Approver 2 of 2');
    expect(existsSync(`${tmp.dir}/dang.ran`)).toBe(false);
    const two = onTerminal(['run', 'dang', '--permission-mode', 'dual-sign-required', '--approver', 'ana'], 'ben\n');
    expect(two.screen).not.toContain('Approver 1 of 2');
    expect(two.code).toBe(0);
    expect(existsSync(`${tmp.dir}/dang.ran`)).toBe(true);
  });

  it('passes {} and prints a status line with duration, exit code and result size', () => {
    const r = onTerminal(['run', 'safe'], '');
    expect(r.code).toBe(0);
    expect(r.screen).toMatch(/\{"n":1\}\nsafe: ok in \d+\.\d\d s, exit 0, stdout 7 B\n/);
  });

  it('ends as interrupted (130) on Ctrl-C at a prompt, nothing started', async () => {
    // exec: the terminal's SIGINT reaches the whole foreground group, a shell in between would die of it.
    const cmd = `exec '${process.execPath}' '${BIN}' run mut2`;
    const child = spawn('script', ['-qec', cmd, '/dev/null'], { env: { ...process.env, ONGRID_SKILLS_EXTERNAL_DIRS: root, NO_COLOR: '1' } });
    let screen = '';
    child.stdout.on('data', (d: Buffer) => {
      screen += d.toString();
      if (screen.includes('[y/N]') && !screen.includes('^C')) child.stdin.write('\x03');
    });
    const code = await new Promise((r) => child.on('close', r));
    expect(screen).toContain('interrupted at the prompt; nothing was started');
    expect(code).toBe(130); // script -e passes the exit status on
    expect(existsSync(`${tmp.dir}/mut2.ran`)).toBe(false);
  });
});
