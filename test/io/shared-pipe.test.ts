// stdout and stderr on one pipe (`scan 2>&1 | cat`): every line arrives whole.
// Node's streams queued what a full pipe did not take and flushed the two
// queues independently, cutting 10-26 of 10,000 loader lines.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN } from '../helpers/cli.js';
import { removeBase, RUN_SH, tempBase } from '../helpers/tree.js';

const base = tempBase('ongrid-skills-pipe-');
afterAll(() => removeBase(base));

describe('a pipe shared by stdout and stderr', () => {
  it('gets every loader line and table row whole', () => {
    const N = 4000;
    for (let i = 0; i < N; i++) {
      const d = `${base}/s${String(i).padStart(5, '0')}`;
      mkdirSync(d);
      writeFileSync(`${d}/skill.json`, JSON.stringify({ name: `su${i}`, description: 'd', entry: 'run.sh' }));
      writeFileSync(`${d}/run.sh`, RUN_SH, { mode: 0o755 });
    }
    // A slow reader keeps the pipe full, so writes meet EAGAIN and partial writes.
    const r = spawnSync('sh', ['-c', `"${process.execPath}" "${BIN}" scan --no-builtins "${base}" 2>&1 | (sleep 0.3; cat)`], {
      env: { ...process.env, NO_COLOR: '1' },
      maxBuffer: 1 << 28,
    });
    const lines = r.stdout.toString('latin1').split('\n');
    const loader = lines.filter((l) => l.includes('skill loader: '));
    expect(loader.length).toBe(N);
    for (const l of loader) expect(l).toMatch(/^skill loader: registered subprocess skill "su\d+" from \/.*\/s\d{5}\/skill\.json$/);
    // every table row names one skill and nothing else leaked into it
    for (const l of lines.filter((x) => /\bsu\d+\b/.test(x) && !x.includes('skill loader: '))) expect(l).not.toMatch(/skill loader|registered/);
  });
});
