// Each output format on the same fixtures, as snapshot documents holding
// the command, exit code, stdout and stderr together; and the SARIF
// output checked against the SARIF 2.1.0 schema.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { REPO } from './fixtures.js';

const PATHS = ['unknown-key', 'class-invalid', 'repeated-key', 'schema-invalid', 'timeout-default', 'description-blank'].map(
  (f) => `fixtures/validate/${f}`,
);
const ARGS = ['validate', ...PATHS];

function document(args: string[]): { doc: string; stdout: string } {
  const r = runCli(args, { cwd: REPO });
  const stderr = r.stderr.split(REPO).join('<repo>');
  const doc = `$ ongrid-skills ${args.join(' ')}\n\nExit code: ${r.code}\n\n## stdout\n\n${r.stdout}\n## stderr\n\n${stderr}`;
  return { doc, stdout: r.stdout };
}

describe.each(['text', 'json', 'github', 'sarif'])('--format %s', (format) => {
  it('matches its snapshot document', async () => {
    const { doc } = document([...ARGS, '--format', format]);
    await expect(doc).toMatchFileSnapshot(`./__snapshots__/format-${format}.md`);
  });
});

describe('sarif', () => {
  it('validates against the SARIF 2.1.0 schema shipped in @microsoft/jest-sarif', () => {
    // That package validates with its own ajv 6, which still speaks the schema's draft-04.
    const require = createRequire(require_resolve('@microsoft/jest-sarif/package.json'));
    const Ajv = require('ajv') as new (o: object) => {
      addMetaSchema(s: object): void;
      validate(s: object, d: unknown): boolean;
      errorsText(): string;
    };
    const schema = JSON.parse(readFileSync(require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'), 'utf8'));
    const ajv = new Ajv({ schemaId: 'auto', allErrors: true });
    ajv.addMetaSchema(require('ajv/lib/refs/json-schema-draft-04.json'));
    const log = JSON.parse(runCli([...ARGS, '--format', 'sarif'], { cwd: REPO }).stdout);
    const ok = ajv.validate(schema, log);
    expect(ok ? '' : ajv.errorsText()).toBe('');
    expect(log.runs[0].results.length).toBeGreaterThan(0);
  });

  it('has a rule entry with help text for every rule, and results that point at their rule', () => {
    const log = JSON.parse(runCli([...ARGS, '--format', 'sarif'], { cwd: REPO }).stdout);
    const rules = log.runs[0].tool.driver.rules as Array<{ id: string; help: { text: string } }>;
    expect(rules.length).toBeGreaterThanOrEqual(44);
    for (const r of rules) expect(r.help.text.length).toBeGreaterThan(10);
    for (const res of log.runs[0].results) expect(rules[res.ruleIndex].id).toBe(res.ruleId);
  });
});

function require_resolve(id: string): string {
  return createRequire(import.meta.url).resolve(id);
}
