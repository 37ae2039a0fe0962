import { describe, expect, it } from 'vitest';
import { toBStr } from '../../src/go/bytes.js';
import { decodeManifest, matchField } from '../../src/loader/manifest.js';
import { fastDecodeManifest } from '../../src/loader/manifest-fast.js';

const decode = (src: string) => decodeManifest(toBStr(src));
const typeErr = (src: string): string | undefined => decode(src).error?.message;

describe('decodeManifest: the manager\'s struct decoding', () => {
  it('fills every field', () => {
    const { manifest, error } = decode(
      '{"name":"a","description":"d","schema":{"type": "object"},"entry":"run.sh","env_allow":["PATH",null],"timeout_seconds":60,"class":"safe","category":"ops"}',
    );
    expect(error).toBeUndefined();
    expect(manifest).toEqual({
      name: 'a',
      description: 'd',
      schema: '{"type": "object"}',
      entry: 'run.sh',
      envAllow: ['PATH', ''],
      timeoutSeconds: 60n,
      class: 'safe',
      category: 'ops',
    });
  });

  it('treats top-level null as the zero manifest and other tops as type errors', () => {
    expect(decode('null').error).toBeUndefined();
    expect(typeErr('[]')).toBe('json: cannot unmarshal array into Go value of type skill.SkillManifest');
    expect(typeErr('7')).toBe('json: cannot unmarshal number into Go value of type skill.SkillManifest');
    expect(typeErr('"x"')).toBe('json: cannot unmarshal string into Go value of type skill.SkillManifest');
    expect(typeErr('true')).toBe('json: cannot unmarshal bool into Go value of type skill.SkillManifest');
  });

  it('names the field and Go type in type errors', () => {
    expect(typeErr('{"name":true}')).toBe('json: cannot unmarshal bool into Go struct field SkillManifest.name of type string');
    expect(typeErr('{"entry":["x"]}')).toBe('json: cannot unmarshal array into Go struct field SkillManifest.entry of type string');
    expect(typeErr('{"class":{}}')).toBe('json: cannot unmarshal object into Go struct field SkillManifest.class of type string');
    expect(typeErr('{"category":1}')).toBe('json: cannot unmarshal number into Go struct field SkillManifest.category of type string');
    expect(typeErr('{"env_allow":"PATH"}')).toBe('json: cannot unmarshal string into Go struct field SkillManifest.env_allow of type []string');
    expect(typeErr('{"env_allow":["PATH",1]}')).toBe('json: cannot unmarshal number into Go struct field SkillManifest.env_allow of type string');
    expect(typeErr('{"timeout_seconds":"30"}')).toBe('json: cannot unmarshal string into Go struct field SkillManifest.timeout_seconds of type int');
    expect(typeErr('{"timeout_seconds":1.5}')).toBe('json: cannot unmarshal number 1.5 into Go struct field SkillManifest.timeout_seconds of type int');
    expect(typeErr('{"timeout_seconds":1e2}')).toBe('json: cannot unmarshal number 1e2 into Go struct field SkillManifest.timeout_seconds of type int');
    expect(typeErr('{"timeout_seconds":9223372036854775808}')).toBe(
      'json: cannot unmarshal number 9223372036854775808 into Go struct field SkillManifest.timeout_seconds of type int',
    );
  });

  it('keeps the first type error in document order and goes on decoding', () => {
    const r = decode('{"description":7,"name":8,"entry":"run.sh"}');
    expect(r.error?.message).toContain('SkillManifest.description');
    expect(r.manifest.entry).toBe('run.sh');
  });

  it('accepts any schema value byte for byte, and int64 bounds for the timeout', () => {
    expect(decode('{"schema": [1, 2]}').manifest.schema).toBe('[1, 2]');
    expect(decode('{"schema": null}').manifest.schema).toBe('null');
    expect(decode('{"timeout_seconds":-9223372036854775808}').manifest.timeoutSeconds).toBe(-(2n ** 63n));
    expect(decode('{"timeout_seconds":-0}').manifest.timeoutSeconds).toBe(0n);
  });

  it('matches keys exactly, then with simple case folding; last one wins', () => {
    expect(decode('{"NAME":"Bad","name":"ok"}').manifest.name).toBe('ok');
    expect(decode('{"name":"ok","Name":"later"}').manifest.name).toBe('later');
    expect(decode('{"cla\u017fs":"mutating"}').manifest.class).toBe('mutating');
    expect(decode('{"\u212Aey":1}').manifest.name).toBe('');
    expect(decode('{"descr\u0131pt\u0131on":"d"}').manifest.description).toBe('');
    expect(decode('{"n\\u0061me":"esc"}').manifest.name).toBe('esc');
    expect(decode('{"env-allow":["X"]}').manifest.envAllow).toBeNull();
  });

  it('reports how a key matched', () => {
    expect(matchField('entry')).toEqual({ field: 'entry', exact: true });
    expect(matchField('Entry')).toEqual({ field: 'entry', exact: false });
    expect(matchField(toBStr('timeout_\u017feconds'))).toEqual({ field: 'timeout_seconds', exact: false });
    expect(matchField(toBStr('\u212Aategory'))).toBeUndefined();
    expect(matchField('timeout')).toBeUndefined();
  });

  it('decodes a repeated env_allow into the slice it already has, as Go does', () => {
    expect(decode('{"env_allow":["SECRET"],"env_allow":[null]}').manifest.envAllow).toEqual(['SECRET']);
    expect(decode('{"env_allow":["A","B","C"],"env_allow":["X"],"env_allow":[null,null,null]}').manifest.envAllow).toEqual(['X', 'B', 'C']);
    expect(decode('{"env_allow":["A","B"],"env_allow":[],"env_allow":[null,null]}').manifest.envAllow).toEqual(['', '']);
    expect(decode('{"env_allow":["A","B"],"env_allow":null,"env_allow":[null]}').manifest.envAllow).toEqual(['']);
    const typed = decode('{"env_allow":["A","B"],"env_allow":["X",1]}');
    expect(typed.manifest.envAllow).toEqual(['X', 'B']);
    expect(typed.error?.message).toContain('SkillManifest.env_allow of type string');
  });

  it('starts each manifest with a slice of its own: a repeat reuses only its own manifest\'s', () => {
    // Case-folded repeats take the fast decoder too (no repeated key as written).
    const fast = (src: string) => fastDecodeManifest(Buffer.from(src))?.manifest.envAllow;
    expect(fast('{"env_allow":["A","B"],"Env_Allow":[null]}')).toEqual(['A']);
    expect(fast('{"Env_Allow":[null,null]}')).toEqual(['', '']);
    expect(decode('{"env_allow":["A","B"]}').manifest.envAllow).toEqual(['A', 'B']);
    expect(decode('{"env_allow":[null]}').manifest.envAllow).toEqual(['']);
    expect(fast('{"env_allow":["C"],"ENV_ALLOW":null,"Env_allow":[null]}')).toEqual(['']);
  });

  it('lets null leave a field empty', () => {
    const r = decode('{"name":null,"env_allow":null,"timeout_seconds":null}');
    expect(r.error).toBeUndefined();
    expect(r.manifest.name).toBe('');
  });
});
