// Args that start with a UTF-8 BOM: the manager's json.Valid refuses them,
// and the line we print beside its error quotes the byte as Go does ('ï',
// U+00EF in UTF-8), encoded once: the same bytes `validate` prints for a
// manifest with a BOM. `run` and `test` share the line's source.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { makeSkill, tempDir } from './helpers.js';

const t = tempDir();
afterAll(() => t.remove());
makeSkill(t.dir, 'hello', "#!/bin/sh\necho '{}'\n");
const BOM_ARGS = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"name":"ana"}')]);
const GO_QUOTED = Buffer.from("invalid character '\u00ef' looking for beginning of value", 'utf8');
const TWICE = Buffer.from('\u00c3\u00af', 'utf8');

describe('args with a UTF-8 BOM', () => {
  it('run quotes the byte once, as the manager and validate do', () => {
    const r = runCli(['run', 'hello', '--dir', t.dir], { input: BOM_ARGS });
    expect(r.code).toBe(2);
    expect(r.stderrBytes.includes(GO_QUOTED)).toBe(true);
    expect(r.stderrBytes.includes(TWICE)).toBe(false);
    expect(r.stderr).toContain('subprocess skill: invalid params JSON');
  });

  it('test quotes it the same way for a case whose args_file has a BOM', () => {
    writeFileSync(path.join(t.dir, 'hello', 'bom.json'), BOM_ARGS);
    writeFileSync(path.join(t.dir, 'hello', 'tests.test.json'), '{"skill":"hello","cases":[{"name":"bom","args_file":"bom.json"}]}');
    const r = runCli(['test', path.join(t.dir, 'hello', 'tests.test.json')]);
    expect(r.code).toBe(1);
    expect(r.stdoutBytes.includes(GO_QUOTED)).toBe(true);
    expect(r.stdoutBytes.includes(TWICE)).toBe(false);
  });

  it('validate prints the same quoted byte for a manifest with a BOM', () => {
    const d = tempDir();
    try {
      makeSkill(d.dir, 'bom', "#!/bin/sh\necho '{}'\n");
      const manifest = path.join(d.dir, 'bom', 'skill.json');
      writeFileSync(manifest, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"name":"bom","description":"d","entry":"run.sh"}')]));
      const r = runCli(['validate', path.join(d.dir, 'bom')]);
      expect(r.stdoutBytes.includes(GO_QUOTED)).toBe(true);
    } finally {
      d.remove();
    }
  });
});
