// Rules are the only voice: the rules of tier `load` are what scan, list
// and run show after the loader lines, listed apart so that a scan
// initialises only them, and worded exactly as validate words them.
import { describe, expect, it } from 'vitest';
import { RULES } from '../../src/lint/rules/index.js';
import { LOAD_RULES } from '../../src/lint/rules/load-tier.js';
import { NATIVE_LOAD_RULES } from '../../src/lint/rules/native-load-tier.js';
import { runCli } from '../helpers/cli.js';
import { buildTree } from '../helpers/tree.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

describe('the load tier', () => {
  it('lists exactly the rules whose tier is load, each in the registry', () => {
    const listed = [...LOAD_RULES, ...NATIVE_LOAD_RULES].map((r) => r.id).sort();
    expect(listed).toEqual(RULES.filter((r) => r.tier === 'load').map((r) => r.id).sort());
    for (const r of [...LOAD_RULES, ...NATIVE_LOAD_RULES]) expect(RULES).toContain(r);
  });

  it('reads only what the loader decided: no rule of the tier reads the manifest text', () => {
    for (const r of LOAD_RULES) {
      expect(r.manifest, r.id).toBeUndefined();
      expect(Boolean(r.loaded || r.run), r.id).toBe(true);
    }
    for (const r of NATIVE_LOAD_RULES) expect(r.markdown, r.id).toBeDefined();
  });

  it('words a finding in scan exactly as validate does', () => {
    const base = mkdtempSync(path.join(tmpdir(), 'ongrid-skills-tier-'));
    try {
      const manifest = JSON.stringify({ name: 'query_knowledge', description: 'd', entry: 'run.sh' });
      buildTree(base, { files: [{ path: 'r/a/skill.json', text: manifest }, { path: 'r/a/run.sh', text: '#!/bin/sh\necho {}\n', mode: '0755' }] });
      const scan = runCli(['scan', `${base}/r`]).stderr.split('\n').find((l) => l.endsWith('[agent-tool-name]'));
      const validate = JSON.parse(runCli(['validate', '--format', 'json', `${base}/r`]).stdout) as { diagnostics: Array<{ rule: string; message: string }> };
      const finding = validate.diagnostics.find((d) => d.rule === 'agent-tool-name');
      expect(finding).toBeDefined();
      expect(scan).toBe(`warning: ${base}/r/a/skill.json: ${finding!.message} [agent-tool-name]`);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});
