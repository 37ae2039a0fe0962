// What the manager's yaml.v3 refuses or reads differently from the `yaml`
// package, in yaml.v3's own words. Every expected text was produced by
// gopkg.in/yaml.v3 v3.0.1 decoding the same bytes into a struct and then
// into map[string]any, as chatruntime does.
import { describe, expect, it } from 'vitest';
import { parseMdDoc, yamlErrorText } from '../../src/ecosystems/md-doc.js';
import { SKILL_SHAPE } from '../../src/ecosystems/native-skill.js';
import { PERSONA_SHAPE } from '../../src/ecosystems/persona-doc.js';

const doc = (yaml: string | Buffer, shape = SKILL_SHAPE) =>
  parseMdDoc('/s/SKILL.md', Buffer.concat([Buffer.from('---\n'), Buffer.from(yaml), Buffer.from('\n---\nbody\n')]), shape);
const verdict = (yaml: string | Buffer, shape = SKILL_SHAPE): string[] => {
  const d = doc(yaml, shape);
  // yaml.v3 stops at its first syntax error (frontmatter-yaml reports that one).
  const issues = d.issues[0]?.kind === 'syntax' ? d.issues.slice(0, 1) : d.issues;
  return issues.map((i) => yamlErrorText(d.path, i).replace('chatruntime: parse /s/SKILL.md frontmatter', ''));
};

describe('the reader: characters yaml.v3 refuses anywhere', () => {
  it('refuses a C1 control character in a value, with no line, at its position', () => {
    const d = doc(Buffer.from('name: a\ndescription: "caf\xc2\x9f"', 'latin1'));
    expect(verdict(Buffer.from('name: a\ndescription: "caf\xc2\x9f"', 'latin1'))).toEqual([': yaml: control characters are not allowed']);
    expect(d.issues[0]).toMatchObject({ kind: 'syntax', line: 3, column: 18 });
  });

  it('refuses DEL and bad UTF-8, takes tabs, NEL and ordinary text', () => {
    expect(verdict('name: a\n\x7f: b')).toEqual([': yaml: control characters are not allowed']);
    expect(verdict(Buffer.from([...Buffer.from('name: a\ndescription: '), 0xff]))).toEqual([': yaml: invalid leading UTF-8 octet']);
    expect(verdict('name: a\ndescription: "tab\there, nel\u0085, é"')).toEqual([]);
  });
});

describe('the parser: syntax errors in yaml.v3 wording and line', () => {
  it('a colon-space inside a plain description (the Claude Code agent pattern)', () => {
    expect(verdict('name: a\ndescription: Use this agent. Examples: <example>Context: x</example>')).toEqual([
      ': yaml: line 2: mapping values are not allowed in this context',
    ]);
    // On the first line yaml.v3 prints no line at all.
    expect(verdict('description: x: y')).toEqual([': yaml: mapping values are not allowed in this context']);
  });

  it('a key that runs onto the next line, an unclosed flow list, a bad escape', () => {
    expect(verdict('name: a\ndescription: first part\nsecond part\nmodel: opus')).toEqual([": yaml: line 3: could not find expected ':'"]);
    expect(verdict('name: x\nlist: [a\ncount: 1')).toEqual([": yaml: line 1: did not find expected ',' or ']'"]);
    expect(verdict('name: a\ndescription: "bad \\q"')).toEqual([': yaml: line 2: found unknown escape character']);
  });

  it('an alias to an anchor never defined', () => {
    expect(verdict('name: a\ndescription: *nope')).toEqual([": yaml: unknown anchor 'nope' referenced"]);
  });

  it('takes a flow list continued at a smaller indent, and ignores what follows a root that ended', () => {
    expect(verdict('name: a\ndescription: b\ntags: [a,\nb]')).toEqual([]);
    const d = doc('  name: a\ndescription: b');
    expect(d.issues).toEqual([]);
    // yaml.v3 stops after the first mapping: the manager never sees `description`.
    expect(d.front?.map?.items.length).toBe(1);
  });
});

describe('the decodes: lists and mappings as keys, repeats the struct does not read', () => {
  it('a list as a top-level key cannot be a field name: an unmarshal error of the struct pass', () => {
    expect(verdict('[a]: b\nname: a')).toEqual([': yaml: unmarshal errors: line 1: cannot unmarshal !!seq into string']);
  });

  it('a list or mapping as a nested key fails the raw pass with Go\'s %#v of the key', () => {
    expect(verdict('name: a\ndescription: b\nx:\n  [a, 1]: c')).toEqual([' (raw): yaml: invalid map key: []interface {}{"a", 1}']);
    expect(verdict('name: a\ndescription: ok\nx:\n  {k: v}: c', PERSONA_SHAPE)).toEqual([' (raw): yaml: invalid map key: map[string]interface {}{"k":"v"}']);
  });

  it('a repeat under a key the struct ignores fails the raw pass', () => {
    expect(verdict('name: a\nx_notes:\n  a: 1\n  a: 2')).toEqual([' (raw): yaml: unmarshal errors: line 4: mapping key "a" already defined at line 3']);
  });
});
