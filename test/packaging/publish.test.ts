// `npm publish --dry-run` runs clean (not a single warning) and lists
// exactly the files a user needs: the licence, the README, the bin shim,
// the bundles and vendor files, validate's entry worker, the addon's
// prebuild with its record where the build made one, the manifest and the
// JSON Schema. Run with --ignore-scripts on the dist/ the suite built (a
// pack's prepack would rebuild dist/ under the other test files' feet), and
// with a token for a registry on a closed local port (no retries), so npm
// has no login to warn about.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { prebuildTag } from '../../src/platform/addon.js';
import { ADDON_BUILT } from '../helpers/addon.js';
import { BIN } from '../helpers/cli.js';

const REPO = path.resolve(path.dirname(BIN), '..');
const REGISTRY = '//127.0.0.1:9/';

describe('npm publish --dry-run', () => {
  it('warns about nothing and lists exactly what a user needs', () => {
    const r = spawnSync('npm', ['publish', '--dry-run', '--ignore-scripts', '--json', '--fetch-retries=0', `--registry=http:${REGISTRY}`, `--${REGISTRY}:_authToken=dry-run`], {
      cwd: REPO,
      encoding: 'utf8',
      env: { ...process.env, npm_config_loglevel: 'notice' },
    });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr.split('\n').filter((l) => /\b(warn|WARN|error|ERR)\b/.test(l))).toEqual([]);
    const report = (JSON.parse(r.stdout) as Record<string, { files: Array<{ path: string }> }>)['ongrid-skills']!;
    const prebuild = `dist/prebuilds/${prebuildTag()}/ongrid-skills-child`;
    const want = [
      'LICENSE',
      'README.md',
      'bin/ongrid-skills.js',
      'bin/package.json',
      'dist/entry-worker.cjs',
      'dist/lsp-core.cjs',
      'dist/ongrid-skills-lsp.cjs',
      'dist/ongrid-skills-run.cjs',
      'dist/ongrid-skills-scan.cjs',
      'dist/ongrid-skills-validate.cjs',
      'dist/ongrid-skills.cjs',
      'dist/run-cold.cjs',
      ...['ajv', 'chalk', 'cosmiconfig', 'lsp', 'mcp', 'sarif', 'yaml'].map((v) => `dist/vendor-${v}.cjs`),
      ...(ADDON_BUILT ? [`${prebuild}.json`, `${prebuild}.node`] : []),
      'package.json',
      'scripts/target/build-rootfs.sh',
      'skill.schema.json',
    ];
    expect(report.files.map((f) => f.path).sort()).toEqual(want.sort());
  });
});
