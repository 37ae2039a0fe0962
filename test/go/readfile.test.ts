// readWhole reads a file as Go's os.ReadFile does, whatever its size around
// the shared 64 KiB buffer, and whether or not the listing said it is a
// regular file (then with no fstat, and no further read once a short one
// found the end); over the cap it refuses with the file's size.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { toBStr } from '../../src/go/bytes.js';
import { readWhole } from '../../src/go/readfile.js';
import { removeBase, tempBase } from '../helpers/tree.js';

const base = tempBase('ongrid-skills-readfile-');
afterAll(() => removeBase(base));

describe('readWhole', () => {
  for (const size of [0, 1, 473, 65535, 65536, 65537, 131072, 200001]) {
    for (const listed of [true, false]) {
      it(`${size} bytes, ${listed ? 'listed regular' : 'type unknown'}: every byte`, () => {
        const file = path.join(base, `f-${size}-${listed}`);
        const bytes = randomBytes(size);
        writeFileSync(file, bytes);
        const r = readWhole(toBStr(file), 1024 * 1024, listed);
        expect(r.kind).toBe('bytes');
        expect(r.kind === 'bytes' && Buffer.compare(r.bytes, bytes)).toBe(0);
      });
    }
  }
  it('over the cap: refused with its size', () => {
    const file = path.join(base, 'big');
    writeFileSync(file, Buffer.alloc(70000, 0x20));
    expect(readWhole(toBStr(file), 65536, true)).toEqual({ kind: 'over-cap', size: 70000, cap: 65536 });
    expect(readWhole(toBStr(file), 70000, true)).toMatchObject({ kind: 'bytes' });
  });
});
