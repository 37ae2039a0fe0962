// `validate fixtures/validate` as a user runs it (the built bin, NO_COLOR):
// every problem planted under fixtures/validate is found, at its position,
// and nothing else; the manager's loader lines go to stderr, byte for byte.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { REPO, fixtures, positions } from './fixtures.js';

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
