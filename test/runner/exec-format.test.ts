import { chmodSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { execFormat, shebangInterpreter } from '../../src/runner/exec-format.js';
import { tempDir } from '../run/helpers.js';

const tmp = tempDir();
afterAll(() => tmp.remove());

function file(name: string, content: string | Buffer, mode = 0o755): string {
  const p = path.join(tmp.dir, name);
  writeFileSync(p, content);
  chmodSync(p, mode);
  return p;
}

describe('shebangInterpreter (fs/binfmt_script.c)', () => {
  const interp = (s: string) => {
    const r = shebangInterpreter(Buffer.from(s, 'latin1'));
    return r === 'enoexec' ? r : r.toString('latin1');
  };
  it('takes the path up to the first blank, after leading blanks', () => {
    expect(interp('#!/bin/sh\necho')).toBe('/bin/sh');
    expect(interp('#! \t/usr/bin/env python3 -u\n')).toBe('/usr/bin/env');
    expect(interp('#!/bin/sh')).toBe('/bin/sh');
    expect(interp('#!/bin/sh \r\n')).toBe('/bin/sh');
    expect(interp('#!/bin/sh\r\n')).toBe('/bin/sh\r'); // CRLF scripts name "/bin/sh\r": ENOENT
  });
  it('is ENOEXEC when the line names no interpreter, or the name may be cut', () => {
    expect(interp('#!\n')).toBe('enoexec');
    expect(interp('#!   \n')).toBe('enoexec');
    expect(interp('#!/' + 'x'.repeat(300))).toBe('enoexec');
  });
});

describe('execFormat: what execve would say', () => {
  it('accepts scripts whose interpreter runs, and native binaries', () => {
    expect(execFormat(file('ok.sh', '#!/bin/sh\necho {}\n'))).toBe('ok');
    expect(execFormat(process.execPath)).toBe('ok');
  });
  it('says ENOEXEC for a script without #! and for an empty file (Go does, glibc would run /bin/sh)', () => {
    expect(execFormat(file('plain.sh', 'echo {}\n'))).toBe('enoexec');
    expect(execFormat(file('empty.sh', ''))).toBe('enoexec');
    expect(execFormat(file('bom.sh', '\ufeff#!/bin/sh\n'))).toBe('enoexec');
  });
  it('says ENOEXEC for a native ELF header the kernel would refuse (no program headers)', () => {
    const real = readFileSync(process.execPath).subarray(0, 256);
    const broken = Buffer.from(real);
    broken.writeUInt16LE(0, 56); // e_phnum = 0 (64-bit little-endian header)
    expect(execFormat(file('no-phdrs', Buffer.concat([broken, Buffer.from('\necho {}\n')])))).toBe('enoexec');
    const wrongSize = Buffer.from(real);
    wrongSize.writeUInt16LE(32, 54); // e_phentsize not the native 56
    expect(execFormat(file('bad-phentsize', wrongSize))).toBe('enoexec');
  });
  it('follows nested interpreters', () => {
    const inner = file('inner.sh', '#!/bin/sh\nexec "$@"\n');
    expect(execFormat(file('outer.sh', `#!${inner}\n`))).toBe('ok');
    const text = file('text-interp', 'not a program\n');
    expect(execFormat(file('via-text.sh', `#!${text}\n`))).toBe('enoexec');
  });
  it('leaves the rest to execve: missing or non-executable interpreters, unreadable entries', () => {
    expect(execFormat(file('missing.sh', '#!/nonexistent/interpreter\n'))).toBe('unknown');
    const noX = file('nox', '#!/bin/sh\n', 0o644);
    expect(execFormat(file('via-nox.sh', `#!${noX}\n`))).toBe('unknown');
    expect(execFormat(path.join(tmp.dir, 'no-such-file'))).toBe('unknown');
  });
  it('reads through symbolic links and handles entries whose bytes are not UTF-8', () => {
    const target = file('t.sh', 'echo\n');
    const link = path.join(tmp.dir, 'link');
    symlinkSync(target, link);
    expect(execFormat(link)).toBe('enoexec');
    const raw = Buffer.concat([Buffer.from(tmp.dir + '/'), Buffer.from([0xff, 0x2e, 0x73, 0x68])]);
    writeFileSync(raw, '#!/bin/sh\n');
    chmodSync(raw, 0o755);
    expect(execFormat(raw.toString('latin1'))).toBe('ok');
  });
});
