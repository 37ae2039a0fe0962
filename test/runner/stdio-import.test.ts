// Importing the pipes module starts nothing and makes nothing on disk; the
// FIFOs (and the one mkfifo run) come only when a run asks for them.
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it, vi } from 'vitest';

const started = vi.hoisted(() => [] as string[]);
vi.mock('node:child_process', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:child_process')>();
  const record =
    <F extends (...a: never[]) => unknown>(f: F) =>
    (...a: Parameters<F>): ReturnType<F> => {
      started.push(String(a[0]));
      return f(...a) as ReturnType<F>;
    };
  return { ...real, spawn: record(real.spawn), spawnSync: record(real.spawnSync), execFile: record(real.execFile) };
});

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
