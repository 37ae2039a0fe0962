// YAML nested some hundreds of levels deep
// makes the `yaml` package run out of stack. yaml.v3 (the manager's) takes
// 10,000 flow levels and 10,000 indentation levels (scannerc.go
// max_flow_level, max_indents); one more is `exceeded max depth of 10000`.
// Below that the manager loads the file, so the report must never say it
// refuses it (nor print "Maximum call stack"): the file gets one
// check-failed saying what was not checked, and the other files' report
// stands. The expected lines are yaml.v3's own, measured with v3.0.1.
import { afterEach, describe, expect, it } from 'vitest';
import { v3DepthRefusal } from '../../src/yaml/yaml-depth.js';
import { runCli } from '../helpers/cli.js';
import { buildTree, removeBase, tempBase } from '../helpers/tree.js';

let base = '';
afterEach(() => {
  if (base) removeBase(base);
  base = '';
});

const HEAD = 'name: x\ndescription: d\n';
const ind = (n: number): string => ' '.repeat(n);

/** Frontmatter YAML nested `n` levels deep, in one of yaml.v3's two counts. */
const SHAPES: Record<string, (n: number) => string> = {
  'flow sequences': (n) => `${HEAD}extra: ${'['.repeat(n)}${']'.repeat(n)}\n`,
  'flow mappings': (n) => `${HEAD}extra: ${'{a: '.repeat(n)}1${'}'.repeat(n)}\n`,
  // The top-level mapping is the first of the n levels.
  'block mappings': (n) => HEAD + Array.from({ length: n }, (_, i) => `${ind(i)}a:\n`).join(''),
  'block sequences under a key': (n) => `${HEAD}extra:\n ${'- '.repeat(n - 1)}1\n`,
};

describe("yaml.v3's depth limits", () => {
  for (const [shape, make] of Object.entries(SHAPES)) {
    it(`${shape}: 10,000 levels pass, 10,001 are refused`, () => {
      expect(v3DepthRefusal(make(10000))).toBeUndefined();
      const refusal = v3DepthRefusal(make(10001));
      expect(refusal?.message).toMatch(/^(line \d+: )?exceeded max depth of 10000$/);
    });
  }

  it('the line printed is the one yaml.v3 prints (the mark of the level too many)', () => {
    expect(v3DepthRefusal(SHAPES['flow sequences'](10001))?.message).toBe('line 3: exceeded max depth of 10000');
    expect(v3DepthRefusal(SHAPES['block mappings'](10001))?.message).toBe('line 10003: exceeded max depth of 10000');
    // A block sequence rolls its indentation at the last possible simple key: `extra`.
    expect(v3DepthRefusal(SHAPES['block sequences under a key'](10001))?.message).toBe('line 3: exceeded max depth of 10000');
    // On the first line, no line at all.
    expect(v3DepthRefusal('['.repeat(10001))?.message).toBe('exceeded max depth of 10000');
  });

  it('the two counts are separate: 9,999 block levels holding 10,000 brackets pass', () => {
    const blocks = Array.from({ length: 9999 }, (_, i) => `${ind(i + 1)}a:`).join('\n');
    const yaml = `${HEAD}extra:\n${blocks} ${'['.repeat(10000)}${']'.repeat(10000)}\n`;
    expect(v3DepthRefusal(yaml)).toBeUndefined();
  });
});

type Diag = { rule: string; file: string; severity: string; message: string; line: number };

function tree(depth: number, shape: (n: number) => string): void {
  base = tempBase();
  const yaml = shape(depth).replace(/^name: x\ndescription: d\n/, '');
  buildTree(base, {
    files: [
      { path: 'deep/SKILL.md', text: `---\nname: deep\ndescription: d\n${yaml}---\n\n# Deep\n` },
      { path: 'plain/SKILL.md', text: '---\nname: plain\ndescription: d\nname: again\n---\n\n# Plain\n' },
      { path: 'agents/ops.md', text: `---\nname: ops\ndescription: d\nwhen_to_use: w\n${yaml}---\n\nYou are ops.\n` },
    ],
  });
}

describe('validate, scan and list on deep frontmatter', () => {
  for (const [name, depth, shape] of [
    ['flow', 1000, SHAPES['flow sequences']],
    ['flow', 10000, SHAPES['flow mappings']],
    ['block', 3000, SHAPES['block mappings']],
  ] as const) {
    it(`${name}, ${depth} levels (yaml.v3 accepts): one check-failed per file, no refusal claimed`, () => {
      tree(depth, shape);
      const r = runCli(['validate', '--format', 'json', 'deep', 'plain', 'agents'], { cwd: base, timeoutMs: 60_000 });
      expect(r.stdout + r.stderr).not.toMatch(/Maximum call stack|unexpected failure|this is a bug/);
      const diags = (JSON.parse(r.stdout) as { diagnostics: Diag[] }).diagnostics;
      for (const file of ['deep/SKILL.md', 'agents/ops.md']) {
        const mine = diags.filter((d) => d.file.endsWith(file));
        expect(mine.map((d) => d.rule)).toEqual(['check-failed']);
        expect(mine[0].message).toMatch(/the manager loads it/);
        expect(mine[0].message).toMatch(/10,000 levels/);
      }
      // The other file is still reported.
      expect(diags.some((d) => d.file.endsWith('plain/SKILL.md') && d.rule === 'frontmatter-duplicate-key')).toBe(true);
    }, 70_000);
  }

  it("10,001 levels: yaml.v3's refusal, in its words, as for any other YAML error", () => {
    tree(10001, SHAPES['flow sequences']);
    const r = runCli(['validate', '--format', 'json', 'deep', 'plain', 'agents'], { cwd: base, timeoutMs: 60_000 });
    expect(r.stdout + r.stderr).not.toMatch(/Maximum call stack|unexpected failure|this is a bug/);
    const diags = (JSON.parse(r.stdout) as { diagnostics: Diag[] }).diagnostics;
    const skill = diags.filter((d) => d.file.endsWith('deep/SKILL.md'));
    expect(skill.map((d) => d.rule)).toEqual(['frontmatter-yaml']);
    expect(skill[0].message).toContain('frontmatter: yaml: line 3: exceeded max depth of 10000');
    const persona = diags.filter((d) => d.file.endsWith('agents/ops.md'));
    expect(persona.map((d) => d.rule)).toEqual(['frontmatter-yaml']);
    expect(persona[0].message).toContain('frontmatter: yaml: line 4: exceeded max depth of 10000');
    expect(diags.some((d) => d.file.endsWith('plain/SKILL.md') && d.rule === 'frontmatter-duplicate-key')).toBe(true);
  }, 70_000);

  for (const depth of [2000, 10001]) {
    it(`scan and list finish at ${depth} levels, with the manager's verdict`, () => {
      tree(depth, SHAPES['flow mappings']);
      for (const args of [['scan', base], ['list', base]]) {
        const r = runCli(args, { cwd: base, timeoutMs: 60_000 });
        expect(r.stdout + r.stderr).not.toMatch(/Maximum call stack|unexpected failure|this is a bug/);
        expect(r.code).not.toBeNull();
        if (args[0] === 'list') {
          if (depth > 10000) expect(r.stdout).toMatch(/refused: .*deep\/SKILL\.md frontmatter: yaml: line 3: exceeded max depth of 10000/);
          else expect(r.stdout).toMatch(/^deep +deep /m);
        }
      }
    }, 70_000);
  }
});

describe('deep frontmatter in a file the manager refuses anyway', () => {
  // yaml.v3 decoding into the manager's struct refuses `name: [a]` (a list
  // where text goes): the manager never loads the file, so check-failed
  // must not say it does; the refusal is reported as for any other file.
  it('a field of the wrong type: frontmatter-type, and no "the manager loads it"', () => {
    base = tempBase();
    const deep = `extra: ${'['.repeat(3000)}${']'.repeat(3000)}\n`;
    buildTree(base, {
      files: [
        { path: 'deep/SKILL.md', text: `---\nname: [a]\ndescription: d\n${deep}---\n\n# Deep\n` },
        { path: 'late/SKILL.md', text: `---\nname: late\ndescription: d\n${deep}version: [a]\n---\n\n# Late\n` },
        { path: 'agents/ops.md', text: `---\nname: [a]\ndescription: d\nwhen_to_use: w\n${deep}---\n\nYou are ops.\n` },
      ],
    });
    const r = runCli(['validate', '--format', 'json', 'deep', 'late', 'agents'], { cwd: base, timeoutMs: 60_000 });
    expect(r.stdout + r.stderr).not.toMatch(/Maximum call stack|unexpected failure|this is a bug/);
    const diags = (JSON.parse(r.stdout) as { diagnostics: Diag[] }).diagnostics;
    for (const [file, line] of [['deep/SKILL.md', 2], ['late/SKILL.md', 5], ['agents/ops.md', 2]] as const) {
      const mine = diags.filter((d) => d.file.endsWith(file));
      expect(mine.map((d) => d.rule), file).toEqual(['frontmatter-type']);
      expect(mine[0].line).toBe(line);
      expect(mine[0].message).toMatch(/refuses the whole file .*cannot unmarshal !!seq into string/);
    }
    expect(r.stdout).not.toMatch(/the manager loads it/);
  }, 70_000);
});
