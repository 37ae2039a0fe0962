// Importing the pipes module starts nothing and makes nothing on disk; the
// FIFOs (and the one mkfifo run) come only when a run asks for them.
import childProcess from 'node:child_process';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it, vi } from 'vitest';

// The pipes module loads node:child_process through process.getBuiltinModule,
// which a module mock does not reach: spy on the module's own exports.
const started: string[] = [];
for (const name of ['spawn', 'spawnSync', 'execFile'] as const) {
  const real = childProcess[name] as (...a: unknown[]) => unknown;
  vi.spyOn(childProcess, name).mockImplementation(((...a: unknown[]) => {
    started.push(String(a[0]));
    return real(...a);
  }) as never);
}

const fifoDirs = (): string[] => readdirSync(tmpdir()).filter((d) => d.startsWith(`ongrid-skills-fifo-${process.pid}-`));

describe('stdio-pipes', () => {
  it('spawns nothing and leaves no dir when imported; makes the FIFOs when asked, dir gone at once', async () => {
    const { openStdioPipes } = await import('../../src/runner/stdio-pipes.js');
    await new Promise((r) => setTimeout(r, 50));
    expect(started).toEqual([]);
    expect(fifoDirs()).toEqual([]);
    const pipes = openStdioPipes();
    expect(started).toEqual(['/usr/bin/mkfifo']);
    expect(fifoDirs()).toEqual([]);
    expect(pipes).toBeDefined();
    pipes?.dispose();
  });
});
