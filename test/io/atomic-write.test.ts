import { lstatSync, readFileSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AtomicWriteError, writeFileAtomic } from '../../src/io/atomic-write.js';
import { removeBase, tempBase } from '../helpers/tree.js';

let base: string;
beforeEach(() => (base = tempBase()));
afterEach(() => removeBase(base));

describe('writeFileAtomic', () => {
  it('replaces a file whole and keeps its mode', () => {
    const f = path.join(base, 'run.sh');
    writeFileSync(f, 'old', { mode: 0o755 });
    writeFileAtomic(f, 'new');
    expect(readFileSync(f, 'utf8')).toBe('new');
    expect(statSync(f).mode & 0o777).toBe(0o755);
    expect(readdirSync(base)).toEqual(['run.sh']);
  });

  it('leaves the original intact and no temp file behind when interrupted before the rename', () => {
    const f = path.join(base, 'skill.json');
    writeFileSync(f, '{"name":"a"}\n');
    expect(() =>
      writeFileAtomic(f, 'half', {
        beforeRename: () => {
          throw new Error('killed');
        },
      }),
    ).toThrow('killed');
    expect(readFileSync(f, 'utf8')).toBe('{"name":"a"}\n');
    expect(readdirSync(base)).toEqual(['skill.json']);
  });

  it('never writes through a planted symbolic link', () => {
    const victim = path.join(base, 'victim');
    writeFileSync(victim, 'keep');
    const link = path.join(base, 'skill.json');
    symlinkSync(victim, link);
    expect(() => writeFileAtomic(link, 'evil')).toThrow(AtomicWriteError);
    expect(readFileSync(victim, 'utf8')).toBe('keep');
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
  });

  it('leaves a file planted at its temp name alone (it never opened it, so it does not remove it)', () => {
    const f = path.join(base, 'skill.json');
    writeFileSync(f, 'old');
    const spy = vi.spyOn(crypto, 'randomBytes').mockImplementation(() => Buffer.alloc(6));
    try {
      const planted = path.join(base, '.skill.json.000000000000.tmp');
      writeFileSync(planted, 'theirs');
      expect(() => writeFileAtomic(f, 'new')).toThrow(AtomicWriteError);
      expect(readFileSync(planted, 'utf8')).toBe('theirs');
      expect(readFileSync(f, 'utf8')).toBe('old');
    } finally {
      spy.mockRestore();
    }
  });

  it('exclusive: refuses a target that exists', () => {
    const f = path.join(base, 'a');
    writeFileSync(f, 'x');
    expect(() => writeFileAtomic(f, 'y', { exclusive: true })).toThrow(/already exists/);
    expect(readFileSync(f, 'utf8')).toBe('x');
  });
});
