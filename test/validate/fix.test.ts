// validate --fix, in-process: every fixable rule's fixture
// (fixtures/fix/<rule-id>/before -> after) is fixed byte for byte, modes
// included; the manager then loads the same manifest except for the field
// the fix is about; a second --fix changes nothing; a write that is
// interrupted leaves the original whole.
import { cpSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { collectValidation } from '../../src/commands/validate/index.js';
import { fixAndValidate } from '../../src/commands/validate/fix.js';
import { writeFileAtomic } from '../../src/io/atomic-write.js';
import { type Manifest, decodeManifest } from '../../src/loader/manifest.js';
import { RULES } from '../../src/lint/rules/index.js';
import { REPO } from './fixtures.js';
import { removeBase, tempBase } from '../helpers/tree.js';

const FIX = path.join(REPO, 'fixtures/fix');
const RULE_FIXTURES = readdirSync(FIX, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();

/** Fields of the manager's manifest each fix may change (the finding itself). */
const CHANGES: Record<string, Array<keyof Manifest>> = { 'unknown-key': ['timeoutSeconds'], 'name-format': ['name'], 'class-invalid': ['class'] };

let base = '';
afterEach(() => {
  if (base) removeBase(base);
  base = '';
});

function copyBefore(rule: string): string {
  base = tempBase();
  const dir = path.join(base, rule);
  cpSync(path.join(FIX, rule, 'before'), dir, { recursive: true });
  return dir;
}

/** Every file of a folder: bytes and mode. */
function snapshot(dir: string): Record<string, { bytes: string; mode: string }> {
  const out: Record<string, { bytes: string; mode: string }> = {};
  for (const name of readdirSync(dir).sort()) {
    const p = path.join(dir, name);
    out[name] = { bytes: readFileSync(p).toString('latin1'), mode: (statSync(p).mode & 0o777).toString(8) };
  }
  return out;
}

const fix = (dir: string, write?: (file: string, data: Buffer) => void) => fixAndValidate(() => collectValidation([dir], { fix: true }, { cwd: base, env: {} }), write);

const decoded = (bytes: string): Manifest => decodeManifest(bytes.replace(/^\xef\xbb\xbf/, '   ')).manifest;

/** Fixes whose before/ git cannot hold (an owner, a mode other than 644 or 755), tested where the tree is made. */
const MADE_ELSEWHERE: Record<string, string> = { 'container-no-access': 'test/target/validate-target.test.ts' };

it('every rule that declares a fix has a fixture, and every fixture a rule that fixes', () => {
  expect(RULE_FIXTURES).toEqual(RULES.filter((r) => r.fix && !(r.id in MADE_ELSEWHERE)).map((r) => r.id).sort());
});

describe.each(RULE_FIXTURES)('%s', (rule) => {
  it('fixes the fixture into its after/ folder, bytes and modes, keeping the formatting', async () => {
    const dir = copyBefore(rule);
    const outcome = await fix(dir);
    expect(outcome.fixed.length).toBeGreaterThan(0);
    expect(new Set(outcome.fixed.map((v) => v.item.diagnostic.rule))).toEqual(new Set([rule]));
    expect(snapshot(dir)).toEqual(snapshot(path.join(FIX, rule, 'after')));
    expect(outcome.validation.diagnostics.filter((d) => d.rule === rule)).toEqual([]);
    expect(outcome.notFixed).toEqual([]);
  });

  it('changes nothing the manager loads but what the finding is about, and the skill then registers', async () => {
    const dir = copyBefore(rule);
    const before = readFileSync(path.join(dir, 'skill.json')).toString('latin1');
    const outcome = await fix(dir);
    const after = readFileSync(path.join(dir, 'skill.json')).toString('latin1');
    const a = decoded(before);
    const b = decoded(after);
    for (const key of CHANGES[rule] ?? []) {
      delete (a as Partial<Manifest>)[key];
      delete (b as Partial<Manifest>)[key];
    }
    if (rule === 'repeated-key') {
      // The schema's bytes lose the repeat; its value, as a decoder keeps it, is the same.
      expect(JSON.parse(b.schema!)).toEqual(JSON.parse(a.schema!));
      delete (a as Partial<Manifest>).schema;
      delete (b as Partial<Manifest>).schema;
    }
    expect(b).toEqual(a);
    const v = await collectValidation([dir], {}, { cwd: base, env: {} });
    expect(v.lines.some((l) => l.startsWith('skill loader: registered'))).toBe(true);
    expect(outcome.validation.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('is idempotent: a second --fix finds nothing and changes no byte', async () => {
    const dir = copyBefore(rule);
    await fix(dir);
    const once = snapshot(dir);
    const again = await fix(dir);
    expect(again.fixed).toEqual([]);
    expect(snapshot(dir)).toEqual(once);
  });
});

describe('an interrupted write', () => {
  it('leaves every original whole, no temp file behind, and says what was not fixed', async () => {
    const dir = copyBefore('repeated-key');
    const before = snapshot(dir);
    const outcome = await fix(dir, (file, data) =>
      writeFileAtomic(file, data, {
        beforeRename: () => {
          throw new Error('interrupted');
        },
      }),
    );
    expect(snapshot(dir)).toEqual(before);
    expect(outcome.fixed).toEqual([]);
    expect(outcome.notFixed.map((v) => v.item.diagnostic.rule)).toEqual(['repeated-key', 'repeated-key', 'repeated-key']);
    expect(outcome.notFixed.every((v) => !v.applied && v.reason.includes('interrupted'))).toBe(true);
    expect(outcome.validation.diagnostics.filter((d) => d.rule === 'repeated-key')).toHaveLength(3);
  });
});
