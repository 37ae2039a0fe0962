import { chmodSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
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
  it('reads only the first 256 bytes, as if zero-padded: a NUL ends the name', () => {
    expect(interp('#!/bin/sh\0tail\n')).toBe('/bin/sh');
    expect(interp('#!/bin/sh  ')).toBe('/bin/sh');
    expect(interp('#!/' + 'x'.repeat(250))).toBe('/' + 'x'.repeat(250)); // ends in the padding
    expect(interp('#!/' + 'x'.repeat(252))).toBe('enoexec'); // would reach the buffer's last byte
    expect(interp('#!/bin/sh ' + 'a'.repeat(280) + '\n')).toBe('/bin/sh'); // the newline is past 256 bytes: only the argument is cut
  });
  it('agrees with the kernel buffer read literally (a zero-padded copy of 256 bytes)', () => {
    // binfmt_script's reading, on a real 256-byte copy: the model the no-copy reading must match.
    const kernel = (head: Buffer): string => {
      const buf = Buffer.alloc(256);
      head.copy(buf);
      const blank = (c: number) => c === 0x20 || c === 0x09;
      let end = buf.indexOf(0x0a);
      if (end < 0) {
        let k = 2;
        while (k < 255 && blank(buf[k])) k++;
        let t = k;
        while (t < 255 && !blank(buf[t]) && buf[t] !== 0) t++;
        if (k === 255 || t === 255) return 'enoexec';
        end = 255;
      }
      while (end > 2 && blank(buf[end - 1])) end--;
      let start = 2;
      while (start < end && blank(buf[start])) start++;
      if (start >= end) return 'enoexec';
      let stop = start;
      while (stop < end && !blank(buf[stop]) && buf[stop] !== 0) stop++;
      return buf.subarray(start, stop).toString('latin1');
    };
    const byte = fc.constantFrom(0x20, 0x09, 0x0a, 0x00, 0x2f, 0x61, 0xff);
    const head = fc.tuple(fc.array(byte, { maxLength: 300 }), fc.nat(300)).map(([bytes, pad]) => Buffer.from([0x23, 0x21, ...Array(pad % 7 === 0 ? pad : 0).fill(0x61), ...bytes]));
    fc.assert(
      fc.property(head, (h) => {
        const got = shebangInterpreter(h);
        expect(got === 'enoexec' ? got : got.toString('latin1')).toBe(kernel(h));
      }),
      { numRuns: 3000 },
    );
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
