// scan --compose: the manager service of a compose file (fixtures/compose,
// in the shape of ongrid's install compose file) plus an operator override
// adding a skills root, with .env and ${VAR:-default} interpolation; the
// loader lines name container paths, each with its host path beside it.
// Bad input is one error each.
import { writeFileSync } from 'node:fs';
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
    const r = runCli(['scan', ...files, ...extra]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(error);
    expect(r.stderr.split('\n').filter((l) => l.startsWith('error: '))).toHaveLength(1);
  });
});
