// `prepare`: npm runs it after `npm install` in a clone, and in the clone it
// makes of a git dependency (`npm pack git+URL`). In that clone the
// manifest npm packs next is written without "scripts", as `npm pack` of
// the repository does (pack-manifest.mjs): the installed package carries no
// script it cannot run. `npm install -g git+URL` cannot build the package:
// npm prepares a global git dependency without its devDependencies (the
// build's esbuild among them), so that says so, with the recipe that works
// (docs/install.md).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const node = (script, ...args) => execFileSync(process.execPath, [path.join(root, 'scripts', script), ...args], { cwd: root, stdio: ['ignore', 2, 2] });

if (!existsSync(path.join(root, 'node_modules', 'esbuild', 'package.json'))) {
  process.stderr.write(
    'ongrid-skills: cannot build here: the devDependencies are not installed (npm install -g git+URL installs none).\n' +
      'Install from a git URL in two steps instead: npm pack git+URL, then npm install -g ./ongrid-skills-<version>.tgz (docs/install.md)\n',
  );
  process.exit(1);
}
node('build.mjs');
// pacote marks the npm it runs to prepare a git dependency with this variable.
if (process.env._PACOTE_NO_PREPARE_ !== undefined) node('pack-manifest.mjs', 'strip');
