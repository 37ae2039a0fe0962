// repeated-key in schema objects of every size: a handful of members is
// checked pair by pair, a wide object through a set; both find the same.
import { afterEach, describe, expect, it } from 'vitest';
import { collectValidation } from '../../../src/commands/validate/index.js';
import { buildTree, removeBase, tempBase } from '../../helpers/tree.js';

let base = '';
afterEach(() => {
  if (base) removeBase(base);
  base = '';
});

/** A manifest whose schema's `properties` has `width` members, `p0` written again last when `repeat`. */
function manifest(width: number, repeat: boolean): string {
  const props = Array.from({ length: width }, (_, i) => `"p${i}": {"type": "string"}`);
  if (repeat) props.push('"p0": {"type": "integer"}');
  return `{"name": "s", "description": "d", "entry": "run.sh", "schema": {"type": "object", "properties": {${props.join(', ')}}}}`;
}

async function repeats(width: number, repeat: boolean) {
  base = tempBase();
  buildTree(base, { files: [{ path: 's/skill.json', text: manifest(width, repeat) }, { path: 's/run.sh', text: '#!/bin/sh\n', mode: '0755' }] });
  const v = await collectValidation(['s'], {}, { cwd: base, env: {} });
  return v.diagnostics.filter((d) => d.rule === 'repeated-key').map((d) => ({ pointer: d.pointer, column: d.column }));
}

describe('repeated-key in a schema object', () => {
  for (const width of [1, 2, 16, 17, 40]) {
    it(`${width + 1} members, one key twice: the first is reported`, async () => {
      const column = manifest(width, true).indexOf('"p0"') + 1;
      expect(await repeats(width, true)).toEqual([{ pointer: '/schema/properties/p0', column }]);
    });
    it(`${width} members, every key once: nothing`, async () => {
      expect(await repeats(width, false)).toEqual([]);
    });
  }
});
