// The README a new user reads: an Install section that covers every way in,
// no link into the project's shared/ folder (users do not have it), no
// `npx ongrid-skills` (not on the registry), and the first command's exit 1
// explained right under it; short, with the rest in docs/.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

it('has an Install section: the git URL and clone recipes, CI, the editor', () => {
  const install = readme.slice(readme.indexOf('\n## Install\n'), readme.indexOf('\n## ', readme.indexOf('\n## Install\n') + 5));
  for (const way of ['npm pack "git+REPO_URL"', 'npm install -g ./ongrid-skills-', 'npm ci && npm pack', 'init --ci github', 'docs/install.md', 'lsp']) expect(install).toContain(way);
});

it('sends no user to ../shared or to an unpinned npx', () => {
  expect(readme).not.toMatch(/\.\.\/shared\//);
  expect(readme).not.toMatch(/npx (--yes )?ongrid-skills(?!@\d)/);
});

it('explains, under the first command, why it exits 1', () => {
  const first = readme.indexOf('node bin/ongrid-skills.js scan "$PWD/fixtures/skills"');
  expect(readme.slice(first, first + 1500)).toMatch(/exits 1 on purpose/);
});

it('stays a short start: at most 250 lines, the rest in docs/', () => {
  expect(readme.split('\n').length).toBeLessThanOrEqual(250);
  expect(readme).toContain('](docs/README.md)');
});
