// scan, list and validate --compose: the manager service of a compose file (fixtures/compose,
// in the shape of ongrid's install compose file) plus an operator override
// adding a skills root, with .env and ${VAR:-default} interpolation; the
// loader lines name container paths, each with its host path beside it.
// Bad input is one error each.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { removeBase, tempBase } from '../helpers/tree.js';
import { REPO } from '../validate/fixtures.js';
import { readCompose } from '../../src/target/compose.js';

const DIR = path.join(REPO, 'fixtures/compose');
const FILES = ['--compose', path.join(DIR, 'docker-compose.yml'), '--compose', path.join(DIR, 'docker-compose.override.yml')];
let base: string | undefined;
afterEach(() => {
  if (base) removeBase(base);
  base = undefined;
});

describe('scan --compose', () => {
  it('logs what the manager in that container logs, with the host paths beside', () => {
    const r = runCli(['scan', ...FILES], { env: { ONGRID_SKILLS_EXTERNAL_DIRS: undefined } });
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines).toEqual([
      'note: compose service ongrid: ONGRID_SKILLS_EXTERNAL_DIRS has 2 folders',
      `note:   /opt/ongrid/ops-skills is ${DIR}/ops-skills on the host`,
      'note:   /opt/ongrid/unmounted is not bind-mounted from the host: the image has nothing there',
      'skill loader: registered subprocess skill "disk_usage" from /opt/ongrid/ops-skills/disk_usage/skill.json',
      `  host: ${DIR}/ops-skills/disk_usage/skill.json`,
      'skill loader: dir /opt/ongrid/unmounted not present, skipping',
    ]);
    expect(r.stdout).toContain('disk_usage');
  });

  it('reads the service: .env fills ${ONGRID_VERSION}, defaults fill the data dir, the override adds its mount and variable', () => {
    const view = readCompose([path.join(DIR, 'docker-compose.yml'), path.join(DIR, 'docker-compose.override.yml')], undefined, { EXTRA_SKILLS_DIR: '/var/lib/ongrid/skills' });
    expect(view.service).toBe('ongrid');
    expect(view.mounts).toEqual([
      { host: '/var/log/ongrid', container: '/var/log/ongrid' },
      { host: path.join(DIR, 'edge'), container: '/usr/share/ongrid/edge-bundles' },
      { host: '/var/lib/ongrid/skills', container: '/var/lib/ongrid/skills' },
      { host: path.join(DIR, 'ops-skills'), container: '/opt/ongrid/ops-skills' },
    ]);
    expect(view.dirs).toEqual([
      { container: '/opt/ongrid/ops-skills', host: path.join(DIR, 'ops-skills') },
      { container: '/var/lib/ongrid/skills', host: '/var/lib/ongrid/skills' },
    ]);
  });

  it('--json: each skill\'s container paths beside the host paths', () => {
    const r = runCli(['scan', ...FILES, '--json'], { env: { ONGRID_SKILLS_EXTERNAL_DIRS: undefined } });
    const doc = JSON.parse(r.stdout) as { skills: Array<Record<string, string>> };
    expect(doc.skills.map((s) => [s.manifest, s.container_manifest, s.root, s.container_root])).toEqual([
      [`${DIR}/ops-skills/disk_usage/skill.json`, '/opt/ongrid/ops-skills/disk_usage/skill.json', `${DIR}/ops-skills`, '/opt/ongrid/ops-skills'],
    ]);
  });

  it('a service that sets no ONGRID_SKILLS_EXTERNAL_DIRS: one error, not a walk of this folder', () => {
    const r = runCli(['scan', FILES[0], FILES[1]]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^error: .*docker-compose\.yml: service ongrid sets no ONGRID_SKILLS_EXTERNAL_DIRS/m);
  });
});

const LOADER_LINES = [
  'skill loader: registered subprocess skill "disk_usage" from /opt/ongrid/ops-skills/disk_usage/skill.json',
  `  host: ${DIR}/ops-skills/disk_usage/skill.json`,
  'skill loader: dir /opt/ongrid/unmounted not present, skipping',
];

describe('list --compose', () => {
  it('the same loader lines, and --json adds each skill\'s container manifest', () => {
    const r = runCli(['list', ...FILES, '--json'], { env: { ONGRID_SKILLS_EXTERNAL_DIRS: undefined } });
    expect(r.code).toBe(0);
    expect(r.stderr.trimEnd().split('\n').slice(3)).toEqual(LOADER_LINES);
    const doc = JSON.parse(r.stdout) as { total: number; container: unknown };
    expect(doc.total).toBe(1);
    expect(doc.container).toEqual([{ name: 'disk_usage', manifest: `${DIR}/ops-skills/disk_usage/skill.json`, container_manifest: '/opt/ongrid/ops-skills/disk_usage/skill.json' }]);
  });
});

describe('validate --compose', () => {
  it('checks the service\'s roots: loader lines in container paths, findings at the host files', () => {
    const r = runCli(['validate', ...FILES, '--no-config'], { env: { ONGRID_SKILLS_EXTERNAL_DIRS: undefined } });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stderr.trimEnd().split('\n').slice(3)).toEqual(LOADER_LINES);
    expect(r.stdout).toContain('no problems in 1 skill.json file');
  });

  it('a finding names the file the author edits, on the host', () => {
    base = tempBase();
    mkdirSync(path.join(base, 'skills/node_hi'), { recursive: true });
    writeFileSync(path.join(base, 'compose.yml'), 'services:\n  ongrid:\n    environment:\n      ONGRID_SKILLS_EXTERNAL_DIRS: /opt/skills\n    volumes:\n      - ./skills:/opt/skills:ro\n');
    writeFileSync(path.join(base, 'skills/node_hi/skill.json'), JSON.stringify({ name: 'node_hi', description: 'd', entry: 'run.js', timeout_seconds: 5 }));
    writeFileSync(path.join(base, 'skills/node_hi/run.js'), '#!/usr/bin/env node\nconsole.log("{}")\n');
    chmodSync(path.join(base, 'skills/node_hi/run.js'), 0o755);
    const r = runCli(['validate', '--compose', path.join(base, 'compose.yml'), '--no-config'], { env: { ONGRID_SKILLS_EXTERNAL_DIRS: undefined } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('skill loader: registered subprocess skill "node_hi" from /opt/skills/node_hi/skill.json\n');
    expect(r.stderr).toContain(`  host: ${base}/skills/node_hi/skill.json\n`);
    expect(r.stdout).toMatch(new RegExp(`^${base}/skills/node_hi/skill\\.json:1:\\d+  error  .*node.*\\[interpreter-missing\\]$`, 'm'));
  });

  it('folders and --compose together: one usage error', () => {
    const r = runCli(['validate', '.', ...FILES]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^error: --compose takes the skill folders from the compose file; \. given as well$/m);
  });
});

describe.each(['scan', 'list', 'validate'])('%s --compose: bad input', (command) => {
  it.each([
    ['an unknown service', ['--service', 'nope'], undefined, /^error: .*docker-compose\.yml: no service "nope"$/m],
    ['malformed YAML', [], 'services: [\n', /^error: .*compose\.yml:2:1: not valid YAML: /m],
    ['an unresolvable variable', [], 'services:\n  ongrid:\n    environment:\n      ONGRID_SKILLS_EXTERNAL_DIRS: ${NOPE}\n', /^error: .*compose\.yml: services\.ongrid\.environment\.ONGRID_SKILLS_EXTERNAL_DIRS: variable NOPE is not set$/m],
    ['a required variable', [], 'services:\n  ongrid:\n    volumes:\n      - ${DATA:?set DATA}:/x\n', /^error: .*compose\.yml: services\.ongrid\.volumes: variable DATA is required: set DATA$/m],
  ])('%s: one error, exit 2', (_what, extra, text, error) => {
    let files = FILES.slice(0, 2);
    if (text !== undefined) {
      base = tempBase();
      writeFileSync(path.join(base, 'compose.yml'), text);
      files = ['--compose', path.join(base, 'compose.yml')];
    }
    const r = runCli([command, ...files, ...extra]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(error);
    expect(r.stderr.split('\n').filter((l) => l.startsWith('error: '))).toHaveLength(1);
  });
});
