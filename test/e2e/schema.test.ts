// `schema`: the JSON Schema of skill.json accepts exactly
// the manifests the manager's decoder and field checks accept (docs/manager.md#one-manifest-one-log-line, #decoding, #build-checks:
// the entry's resolution is for `validate`, not a schema), and the
// package ships the same text as skill.schema.json.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { CLASSES } from '../../src/loader/build.js';
import { decodeManifest } from '../../src/loader/manifest.js';
import { schemaText } from '../../src/commands/schema/index.js';
import { manifestSchema } from '../../src/commands/schema/manifest-schema.js';
import { runCli } from '../helpers/cli.js';
import { cliDocument } from '../helpers/doc.js';
import { REPO } from '../validate/fixtures.js';

const ajv = new Ajv({ strict: false, allErrors: true });
const check = ajv.compile(manifestSchema());

/** What the manager does with the bytes, up to the checks a schema can make. */
function managerAccepts(bytes: Buffer): boolean {
  const d = decodeManifest(bytes.toString('latin1'));
  if (d.error) return false;
  const m = d.manifest;
  if (m.name === '' || !/^[a-z0-9_]+$/.test(m.name) || m.description === '' || m.entry === '') return false;
  return m.class === '' || (CLASSES as readonly string[]).includes(m.class);
}

/** What an editor with the schema says: JSON.parse (BOM stripped by none), then the schema. */
function schemaAccepts(bytes: Buffer): boolean {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    return false;
  }
  return check(value) === true;
}

function manifests(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) manifests(p, out);
    else if (e.name === 'skill.json' && e.isFile()) out.push(p);
  }
  return out;
}

describe('skill.schema.json', () => {
  it('agrees with the loader on every fixture manifest', () => {
    const files = manifests(path.join(REPO, 'fixtures'));
    expect(files.length).toBeGreaterThan(50);
    const disagree = files
      .map((f) => path.relative(REPO, f))
      .filter((rel) => {
        const bytes = readFileSync(path.join(REPO, rel));
        return managerAccepts(bytes) !== schemaAccepts(bytes);
      });
    expect(disagree).toEqual([]);
    // Both kinds are among them, so the agreement means something.
    const verdicts = new Set(files.map((f) => managerAccepts(readFileSync(f))));
    expect(verdicts).toEqual(new Set([true, false]));
  });

  it('differs where JSON Schema cannot follow Go, as the README says', () => {
    // A repeated key: JSON.parse keeps the last value, Go reports the earlier type error.
    const repeated = Buffer.from('{"name":"a","description":"d","entry":"run.sh","timeout_seconds":"x","timeout_seconds":5}');
    expect([managerAccepts(repeated), schemaAccepts(repeated)]).toEqual([false, true]);
    // 60.0 is an integer to JSON Schema, a float literal to Go's int.
    const float = Buffer.from('{"name":"a","description":"d","entry":"run.sh","timeout_seconds":60.0}');
    expect([managerAccepts(float), schemaAccepts(float)]).toEqual([false, true]);
  });

  it.each([
    ['the canonical spelling', '{"name":"a","description":"d","entry":"run.sh"}', true],
    ['keys in another case', '{"NAME":"a","Description":"d","eNtRy":"run.sh","Class":"safe"}', true],
    ['a long s folding to s', '{"name":"a","de\u017fcription":"d","entry":"run.sh","cla\u017f\u017f":"mutating"}', true],
    ['another case, wrong type', '{"name":"a","description":"d","entry":"run.sh","Timeout_Seconds":"60"}', false],
    ['a required field only in the wrong type', '{"name":"a","Description":5,"entry":"run.sh"}', false],
    ['unknown keys, ignored by the manager', '{"name":"a","description":"d","entry":"run.sh","timeout":60,"$schema":1}', true],
    ['null fields', '{"name":"a","description":"d","entry":"run.sh","schema":null,"env_allow":null,"timeout_seconds":null,"class":null,"category":null}', true],
    ['null in env_allow', '{"name":"a","description":"d","entry":"run.sh","env_allow":["PATH",null]}', true],
    ['an empty class', '{"name":"a","description":"d","entry":"run.sh","class":""}', true],
    ['Safe', '{"name":"a","description":"d","entry":"run.sh","class":"Safe"}', false],
    ['blank description', '{"name":"a","description":" ","entry":"run.sh"}', true],
    ['empty description', '{"name":"a","description":"","entry":"run.sh"}', false],
    ['a null name', '{"name":null,"description":"d","entry":"run.sh"}', false],
    ['a kebab name', '{"name":"a-b","description":"d","entry":"run.sh"}', false],
    ['a fractional timeout', '{"name":"a","description":"d","entry":"run.sh","timeout_seconds":1.5}', false],
    ['a negative timeout', '{"name":"a","description":"d","entry":"run.sh","timeout_seconds":-1}', true],
    ['any schema value', '{"name":"a","description":"d","entry":"run.sh","schema":[1]}', true],
    ['a top-level array', '[]', false],
  ])('%s: manager and schema agree', (_what, text, accepted) => {
    const bytes = Buffer.from(text);
    expect(managerAccepts(bytes)).toBe(accepted);
    expect(schemaAccepts(bytes)).toBe(accepted);
  });

  it('is what the package ships, and what `schema` prints', async () => {
    expect(readFileSync(path.join(REPO, 'skill.schema.json'), 'utf8')).toBe(schemaText());
    const pkg = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { files: string[] };
    expect(pkg.files).toContain('skill.schema.json');
    const r = runCli(['schema']);
    expect(r.stdout).toBe(schemaText());
    await expect(cliDocument('ongrid-skills schema | head -3', { ...r, stdout: r.stdout.split('\n').slice(0, 3).join('\n') + '\n' })).toMatchFileSnapshot('./__snapshots__/schema.md');
  });

  it('is a valid draft-07 schema', () => {
    expect(ajv.validateSchema(manifestSchema())).toBe(true);
  });
});
