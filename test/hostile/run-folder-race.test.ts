// `run` starts the entry it checked (docs/security.md "--fix and run: what
// is changed is what was checked"). A second, unprivileged user exchanges
// the entry's folder with a link to a folder of their own in a renameat2
// loop while root runs the skill again and again: a binary entry is opened
// without following links and started from that descriptor, so the
// program behind the link never runs. (A `#!` script is started by path,
// as the manager does; that window is documented, not tested away.)
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, lchownSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { AS_ROOT as ROOT, NOBODY, PYTHON, RACE_TIMEOUT_MS, raceFolder } from '../helpers/second-user.js';

const CC = spawnSync('cc', ['--version']).status === 0;
/** Runs against the swapping loop: the previous build ran the outside program in a few of them. */
const RUNS = 30;

const scene = raceFolder();

/** A C program built with cc: `body` is main's. */
function binary(out: string, body: string): void {
  writeFileSync(`${out}.c`, `#include <fcntl.h>\n#include <stdio.h>\n#include <unistd.h>\nint main(void) { ${body} return 0; }\n`);
  const r = spawnSync('cc', ['-O0', '-o', out, `${out}.c`]);
  expect(r.status, r.stderr.toString()).toBe(0);
}

describe.skipIf(!ROOT || !PYTHON || !CC)('(root, python3 for renameat2, cc) the entry folder swapped for a link while run starts it', () => {
  it('never starts the program behind the link', () => {
    const root = `${scene.base}/tree`;
    const skill = `${root}/skill`;
    mkdirSync(`${skill}/a`, { recursive: true });
    mkdirSync(`${scene.base}/theirs`);
    writeFileSync(`${skill}/skill.json`, JSON.stringify({ name: 'raced', description: 'd', entry: 'a/run', timeout_seconds: 10 }));
    binary(`${skill}/a/run`, 'printf("{}");');
    const marker = `${scene.base}/theirs.ran`;
    binary(`${scene.base}/theirs/run`, `close(open(${JSON.stringify(marker)}, O_CREAT | O_WRONLY, 0644)); printf("{}");`);
    symlinkSync(`${scene.base}/theirs`, `${skill}/l`);
    for (const p of [skill, `${skill}/a`, `${scene.base}/theirs`]) chownSync(p, NOBODY, NOBODY);
    lchownSync(`${skill}/l`, NOBODY, NOBODY);
    scene.swap(`${skill}/a`, `${skill}/l`);
    let ran = 0;
    for (let i = 0; i < RUNS && !existsSync(marker); i++) {
      const r = runCli(['run', 'raced'], { env: { ONGRID_SKILLS_EXTERNAL_DIRS: root }, input: '{}' });
      if (r.code === 0) ran++;
    }
    expect(existsSync(marker)).toBe(false);
    // The skill still runs between swaps: the start is refused only when the folder is a link.
    expect(ran).toBeGreaterThan(0);
  }, RACE_TIMEOUT_MS);
});

describe.skipIf(!CC)('a binary entry started from its descriptor', () => {
  it('sees its path as argv[0], as the manager starts it', () => {
    const root = `${scene.base}/tree`;
    mkdirSync(`${root}/argv`, { recursive: true });
    writeFileSync(`${root}/argv/skill.json`, JSON.stringify({ name: 'argv', description: 'd', entry: 'run', timeout_seconds: 10 }));
    writeFileSync(`${root}/argv/run.c`, '#include <stdio.h>\nint main(int c, char **v) { (void)c; printf("{\\"argv0\\": \\"%s\\"}", v[0]); return 0; }\n');
    expect(spawnSync('cc', ['-o', `${root}/argv/run`, `${root}/argv/run.c`]).status).toBe(0);
    const r = runCli(['run', 'argv'], { env: { ONGRID_SKILLS_EXTERNAL_DIRS: root }, input: '{}' });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ argv0: path.join(root, 'argv', 'run') });
  });
});
