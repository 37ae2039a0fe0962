// Every problem in one run: a manifest with a bad name,
// an empty description, an invalid class and an entry without `#!` or x
// bit used to take four runs to clean. The manager's verdict stays exactly
// as it is (its loader line, the check it stops at); every other
// independent problem is reported too, marked as found beyond it.
import { afterEach, describe, expect, it } from 'vitest';
import { collectValidation } from '../../src/commands/validate/index.js';
import { buildTree, removeBase, tempBase } from '../helpers/tree.js';

let base = '';
afterEach(() => {
  if (base) removeBase(base);
  base = '';
});

describe('problems beyond the manager\'s first failure', () => {
  it('reports all five, the manager\'s one unmarked and first in its loader line', async () => {
    base = tempBase();
    buildTree(base, {
      files: [
        { path: 'bad/skill.json', text: '{"name": "Bad-Name", "description": "", "entry": "./run.sh", "class": "readonly"}' },
        { path: 'bad/run.sh', text: 'echo hi\n', mode: '0644' },
      ],
    });
    const v = await collectValidation(['bad'], {}, { cwd: base, env: {} });
    expect(v.lines.filter((l) => l.includes('bad/skill.json'))).toEqual([
      `skill loader: build Bad-Name (${base}/bad/skill.json): name "Bad-Name" must be lower_snake [a-z0-9_]`,
    ]);
    const found = v.diagnostics.map((d) => `${d.rule}${d.beyond ? ' beyond' : ''}`);
    expect(found).toEqual([
      'name-format',
      'description-required beyond',
      'entry-no-shebang beyond',
      'entry-not-executable beyond',
      'class-invalid beyond',
    ]);
    expect(v.diagnostics[1].message).toMatch(/found beyond the manager's first failure: it stops at its name-format check\)$/);
  });

  it('marks nothing when the manager\'s first failure is the only one', async () => {
    base = tempBase();
    buildTree(base, {
      files: [
        { path: 'ok/skill.json', text: '{"name": "ok_skill", "description": "d", "entry": "./run.sh", "class": "Safe"}' },
        { path: 'ok/run.sh', text: '#!/bin/sh\necho "{}"\n', mode: '0755' },
      ],
    });
    const v = await collectValidation(['ok'], {}, { cwd: base, env: {} });
    expect(v.diagnostics.map((d) => `${d.rule}${d.beyond ? ' beyond' : ''}`)).toEqual(['class-invalid']);
  });

  it('a persona the manager cannot decode (tools: A, B) and that lacks when_to_use gets both, the second marked', async () => {
    base = tempBase();
    buildTree(base, {
      files: [
        { path: 'p/agents/rev.md', text: '---\nname: rev\ndescription: reviews\ntools: Read, Grep\n---\nbody\n' },
        // The wrong kind of value is frontmatter-type's alone, never "no when_to_use".
        { path: 'p/agents/list.md', text: '---\nname: list\ndescription: d\nwhen_to_use: [a]\n---\nbody\n' },
        { path: 'p/agents/plain.md', text: '---\nname: plain\ndescription: d\n---\nbody\n' },
      ],
    });
    // The manager's verdict on each (rev.md is a Claude Code agent by its tools: one note by default).
    const v = await collectValidation(['p'], { profile: ['ongrid'] }, { cwd: base, env: {} });
    const found = v.diagnostics.map((d) => `${d.file} ${d.rule}${d.beyond ? ' beyond' : ''}`);
    expect(found).toEqual([
      'p/agents/list.md frontmatter-type',
      'p/agents/plain.md persona-required',
      'p/agents/rev.md persona-required beyond',
      'p/agents/rev.md frontmatter-type',
    ]);
    const rev = v.diagnostics.find((d) => d.beyond)!;
    expect(rev.message).toMatch(/^no `when_to_use`: .*add it to the frontmatter: .* \(found beyond the manager's first failure: it stops at the frontmatter's first type error\)$/);
  });
});
