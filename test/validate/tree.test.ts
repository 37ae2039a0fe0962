// `validate fixtures/validate` as a user runs it (the built bin, NO_COLOR):
// every problem planted under fixtures/validate is found, at its position,
// and nothing else; the manager's loader lines go to stderr, byte for byte.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { type Expected, REPO, fixtures, positions } from './fixtures.js';

describe('validate fixtures/validate', () => {
  it('finds every planted problem and nothing else', () => {
    const r = runCli(['validate', 'fixtures/validate', '--format', 'json'], { cwd: REPO });
    expect(r.code).toBe(1);
    const got = JSON.parse(r.stdout) as { diagnostics: Array<{ rule: string; file: string; line: number; column: number }> };
    const planted = fixtures().flatMap((f) => f.diagnostics.map((d) => ({ ...d, file: path.relative(REPO, path.join(f.dir, d.file)) })));
    expect(positions(got.diagnostics)).toEqual(positions(planted));
  });

  it("prints only the manager's loader lines on stderr, one per manifest, in walk order", () => {
    const r = runCli(['validate', 'fixtures/validate', '--format', 'json'], { cwd: REPO });
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines.every((l) => l.startsWith('skill loader: '))).toBe(true);
    const scan = runCli(['scan', path.join(REPO, 'fixtures/validate')], { cwd: REPO });
    expect(lines).toEqual(scan.stderr.split('\n').filter((l) => l.startsWith('skill loader: ')));
  });
});

describe('validate fixtures/ (the whole bundled tree)', () => {
  it('finds the problems planted in fixtures/skills and under fixtures/validate, and nothing else', () => {
    const skills = JSON.parse(readFileSync(path.join(REPO, 'fixtures/skills/expect.json'), 'utf8')) as { diagnostics: Expected[] };
    // Skills that run here but not in the manager's container (the default target).
    const target = JSON.parse(readFileSync(path.join(REPO, 'fixtures/target/expect.json'), 'utf8')) as { diagnostics: Expected[] };
    const picked = JSON.parse(readFileSync(path.join(REPO, 'fixtures/ecosystem-picked/expect.json'), 'utf8')) as { diagnostics: Expected[] };
    const plugin = JSON.parse(readFileSync(path.join(REPO, 'fixtures/claude-plugin/expect.json'), 'utf8')) as { diagnostics: Expected[] };
    const r = runCli(['validate', 'fixtures', '--format', 'json'], { cwd: REPO });
    expect(r.code).toBe(1);
    const got = JSON.parse(r.stdout) as { diagnostics: Expected[] };
    const planted = [
      ...skills.diagnostics.map((d) => ({ ...d, file: path.join('fixtures/skills', d.file) })),
      ...target.diagnostics.map((d) => ({ ...d, file: path.join('fixtures/target', d.file) })),
      ...picked.diagnostics.map((d) => ({ ...d, file: path.join('fixtures/ecosystem-picked', d.file) })),
      ...plugin.diagnostics.map((d) => ({ ...d, file: path.join('fixtures/claude-plugin', d.file) })),
      ...fixtures()
        // The ".."-prefix quirk needs its folder right under the walked root:
        // planted for a walk of fixtures/validate, not of fixtures/.
        .filter((f) => f.rule !== 'dotdot-prefixed-path')
        .flatMap((f) => f.diagnostics.map((d) => ({ ...d, file: path.relative(REPO, path.join(f.dir, d.file)) }))),
    ];
    // fixtures/fix/<rule>/before/ holds what --fix fixes (test/validate/fix.test.ts checks it);
    // its after/ folders walk first and must be clean.
    const fixBefore = /^fixtures\/fix\/[^/]+\/before\//;
    expect(positions(got.diagnostics.filter((d) => !fixBefore.test(d.file)))).toEqual(positions(planted));
  });
});
